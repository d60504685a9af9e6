import { useQuery } from '@tanstack/react-query';
import { chapterSummaryQuery } from '../../../lib/unread-counts.ts';
import { useChapterChannel } from '../hooks/use-chapter-channel.ts';

/**
 * App-wide listener on chapter:{groupId} (mounted by the signed-in layout), so the channel's unread badge in the
 * navigation counts new messages live on every page, not only while the inbox is open. It shares the one
 * subscription with the inbox list and the channel screen; each publication is applied once. Renders nothing.
 */
export function ChapterLiveSync({ userId }: { userId: number }) {
  const summary = useQuery(chapterSummaryQuery());
  useChapterChannel(userId, summary.data?.groupId);
  return null;
}
