import { chapterRulesRoutes } from '@chapter/shared/api/chapter-rules.routes';
import type { OrganisationRulesBody } from '@chapter/shared/chapter-rules.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';

/** Every key starts with the feature's name; a save also refreshes the scorecard, which scores by these rules. */
const chapterRulesKeys = { all: ['chapter-rules'] as const };

/** The rules of the caller's chapter (docs/chapter-rules.md "Choosing and overriding rules"). */
export function useChapterRules() {
  return useQuery({
    queryKey: chapterRulesKeys.all,
    queryFn: ({ signal }) => api(chapterRulesRoutes.get, { query: {}, signal }),
  });
}

const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: chapterRulesKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['scorecard'] });
};

export function useSaveOrganisationRules() {
  return useMutation({
    mutationFn: (body: OrganisationRulesBody) => api(chapterRulesRoutes.organisation, { body }),
    onSuccess: refresh,
  });
}

export function useSaveChapterRules() {
  return useMutation({
    mutationFn: (overrides: Record<string, number | boolean | null>) =>
      api(chapterRulesRoutes.chapter, { query: {}, body: { overrides } }),
    onSuccess: refresh,
  });
}
