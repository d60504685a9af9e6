import { queryClient } from '../../lib/query-client.ts';
import type { ChapterTarget } from './live-updates.ts';

/** Where live chapter updates go for the signed-in member. */
export const chapterTarget = (me: number): ChapterTarget => ({ me, queryClient });
