/**
 * What the real-time connection needs beyond the status store: the Centrifuge SDK and the protocol's shared
 * constants. lib/realtime.ts loads this module when it first connects, after the signed-in page has painted, so a
 * phone does not download and evaluate it before the first screen (docs/web-delivery.md).
 */

import { DISCONNECT, REALTIME_PATH } from '@chapter/shared/realtime.channels';
import type { ConnectData } from '@chapter/shared/realtime.schemas';
import { Centrifuge, State, UnauthorizedError } from 'centrifuge';

/**
 * The server's version from a connect result's data, or null when it sent none. A plain check, not the shared
 * schema: the connection is on every signed-in screen and the schema would bring the validation library with it.
 */
function serverVersionOf(data: unknown): ConnectData['serverVersion'] | null {
  const version = (data as Partial<ConnectData> | null | undefined)?.serverVersion;
  return typeof version === 'string' ? version : null;
}

export const sdk = { Centrifuge, State, UnauthorizedError, serverVersionOf, DISCONNECT, REALTIME_PATH };
