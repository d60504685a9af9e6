import { chapterChannelRoutes } from '@chapter/shared/api/chapter-channel.routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { chapterKeys } from '../chapter-keys.ts';

/** Who reads the channel: the people a message can name with `@`. Loaded when someone can write. */
export function useChapterMembers(enabled: boolean) {
  return useQuery({
    queryKey: chapterKeys.members,
    enabled,
    queryFn: ({ signal }) => api(chapterChannelRoutes.members, { signal }),
  });
}
