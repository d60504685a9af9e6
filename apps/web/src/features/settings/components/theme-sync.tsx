import { useEffect } from 'react';
import { setThemePreference } from '../../../lib/theme.ts';
import { useSettings } from '../api/get-settings.ts';

/**
 * After sign-in the theme saved on the server wins over this device's, so a choice made on the phone
 * follows the user to the laptop. Until the settings arrive the pre-paint theme stays.
 */
export function ServerThemeSync() {
  const preference = useSettings().data?.appearance.themePreference;
  useEffect(() => {
    if (preference) setThemePreference(preference);
  }, [preference]);
  return null;
}
