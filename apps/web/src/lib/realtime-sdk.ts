/**
 * What the real-time connection needs beyond the status store: the Centrifuge SDK and the protocol's shared
 * constants and schemas. lib/realtime.ts loads this module when it first connects, after the signed-in page has
 * painted, so a phone does not download and evaluate it before the first screen (docs/web-delivery.md).
 */
import { connectData, DISCONNECT, REALTIME_PATH } from '@chapter/shared/realtime.schemas';
import { Centrifuge, State, UnauthorizedError } from 'centrifuge';

export const sdk = { Centrifuge, State, UnauthorizedError, connectData, DISCONNECT, REALTIME_PATH };
