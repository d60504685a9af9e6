import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import type { ChapterCardMonths, ComparisonBody } from '@chapter/shared/chapter-scorecard.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { scorecardKeys } from './keys.ts';

/** The chapter's own scorecard over the last `months` whole months (docs/chapter-scorecard.md). */
export function useChapterCard(months: ChapterCardMonths) {
  return useQuery({
    queryKey: scorecardKeys.chapterMonths(months),
    queryFn: ({ signal }) => api(scorecardRoutes.chapter, { query: { months }, signal }),
  });
}

/** Stores the chapter's comparison group; every period's card reloads. */
export function useChooseComparison() {
  return useMutation({
    mutationFn: (body: ComparisonBody) => api(scorecardRoutes.chapterComparison, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scorecardKeys.chapter }),
  });
}
