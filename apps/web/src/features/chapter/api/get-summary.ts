import { useQuery } from '@tanstack/react-query';
import { chapterSummaryQuery } from '../../../lib/unread-counts.ts';

/** The member's chapter channel (null: they have none), shared with the Inbox badge. */
export function useChapterSummary() {
  return useQuery(chapterSummaryQuery());
}
