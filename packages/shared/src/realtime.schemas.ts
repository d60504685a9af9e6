import { z } from 'zod';

export { channels, DISCONNECT, REALTIME_PATH } from './realtime.channels.ts';

/** `data` of the connect (and every reconnect) result: lets the client notice a newer server. */
export const connectData = z.object({ serverVersion: z.string() });
export type ConnectData = z.infer<typeof connectData>;
