import { queryClient } from '../../lib/query-client.ts';
import type { LiveTarget } from './live-updates.ts';
import { openConversationId } from './open-conversation.ts';
import { ProcessedIds } from './processed-ids.ts';

/** This tab's processed-message ids (docs/product-rules.md "Inbox"), shared by every channel and by the send answers. */
export const processedIds = new ProcessedIds();

/** Where live inbox updates go for the signed-in user, with the conversation open at this moment. */
export function liveTarget(me: number): LiveTarget {
  return { me, openConversationId: openConversationId(), queryClient, processed: processedIds };
}
