import { settingsRoutes } from '@chapter/shared/api/settings.routes';
import {
  applySettingUpdate,
  DEFAULT_SETTINGS,
  type Settings,
  type SettingUpdate,
} from '@chapter/shared/settings.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { apiErrorOf } from '../../../lib/api-error.ts';
import { notifyProblem } from '../../../lib/notify.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { getThemePreference, setThemePreference, type ThemePreference } from '../../../lib/theme.ts';
import { settingsMessages } from '../messages.ts';
import { settingsKey } from './get-settings.ts';

interface Rollback {
  previous: Settings | undefined;
  previousTheme: ThemePreference;
}

/** A refused or unreachable save, and anything else that went wrong, each with its own toast. */
function failureToast(error: unknown): void {
  const { text } = settingsMessages;
  if (apiErrorOf(error)) {
    notifyProblem(text('updateFailed'), text('updateFailedMessage'));
  } else {
    notifyProblem(text('updateError'), text('updateErrorMessage'));
  }
}

/**
 * A setting changes at once (a theme applies instantly) and goes back if the server does not
 * save it. The shared applySettingUpdate keeps the theme flags the same as the server's.
 */
export function useUpdateSetting() {
  return useMutation<Settings, unknown, SettingUpdate, Rollback>({
    mutationFn: (update) => api(settingsRoutes.update, { body: update }),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<Settings>(settingsKey);
      const previousTheme = getThemePreference();
      queryClient.setQueryData(settingsKey, applySettingUpdate(previous ?? DEFAULT_SETTINGS, update));
      if (update.category === 'appearance') setThemePreference(update.value);
      return { previous, previousTheme };
    },
    onError: (error, update, rollback) => {
      if (rollback) {
        queryClient.setQueryData(settingsKey, rollback.previous);
        if (update.category === 'appearance') setThemePreference(rollback.previousTheme);
      }
      failureToast(error);
    },
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
