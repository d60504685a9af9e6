import {
  channelMembersResponse,
  channelMessage,
  channelMessageParams,
  channelPage,
  channelPageQuery,
  channelPin,
  channelReadState,
  channelSummary,
  markChannelReadRequest,
  pinChannelMessageRequest,
  sendChannelMessageRequest,
} from '../chapter-channel.schemas.ts';
import { editMessageRequest, reactionParams, reactionsResponse } from '../message-extras.schemas.ts';
import { type chapterChannelRoutes, chapterChannelRoutes as r } from './chapter-channel.routes.ts';
import type { ContractFor } from './define.ts';

export const chapterChannelContract = {
  [r.summary]: { response: channelSummary },
  [r.messages]: { query: channelPageQuery, response: channelPage },
  /** 201 for a new message; a repeated clientMessageId answers the stored copy with 200 (same schema). */
  [r.send]: { body: sendChannelMessageRequest, status: 201, replays: true, response: channelMessage },
  /** No body: 204. */
  [r.remove]: { params: channelMessageParams, status: 204 },
  /** Within the edit window only (docs/chapter-channel.md). */
  [r.edit]: { params: channelMessageParams, body: editMessageRequest, response: channelMessage },
  /** Idempotent: putting a reaction already there, or taking away one that is not, changes nothing. */
  [r.react]: { params: reactionParams, response: reactionsResponse },
  [r.unreact]: { params: reactionParams, response: reactionsResponse },
  [r.read]: { body: markChannelReadRequest, response: channelReadState },
  [r.pin]: { body: pinChannelMessageRequest, response: channelPin },
  /** No body: 204. */
  [r.unpin]: { status: 204 },
  [r.members]: { response: channelMembersResponse },
} as const satisfies ContractFor<typeof chapterChannelRoutes>;
