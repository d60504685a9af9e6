import type { MatrixKind } from '@chapter/shared/scorecard.schemas';

/**
 * The scorecard feature's query keys. Everything starts with 'scorecard', so an activity push refreshes every
 * number, light and feed by invalidating `scorecardKeys.all`.
 */
export const scorecardKeys = {
  all: ['scorecard'] as const,
  me: ['scorecard', 'me'] as const,
  member: (userId: number | undefined) => ['scorecard', 'member', userId] as const,
  group: ['scorecard', 'group'] as const,
  matrix: (kind: MatrixKind) => ['scorecard', 'matrix', kind] as const,
  recent: ['scorecard', 'recent'] as const,
  pending: ['scorecard', 'pending'] as const,
  warnings: ['scorecard', 'warnings'] as const,
  atRisk: ['scorecard', 'at-risk'] as const,
  funnel: (months: number) => ['scorecard', 'funnel', months] as const,
  chapter: ['scorecard', 'chapter'] as const,
  chapterMonths: (months: number) => ['scorecard', 'chapter', months] as const,
};
