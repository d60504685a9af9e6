import type { RoleName } from '@chapter/shared/roles';
import type { Centrifuge } from 'centrifuge';
import { buildGroup } from '../../test/factories.ts';
import { type LiveApp, type RawSocket, startLiveApp } from '../../test/realtime-kit.ts';
import { testClient } from '../../test/test-client.ts';
import { type Person, person } from '../activity/activity-test-kit.ts';

export interface MeetingDay<K extends string> {
  app: LiveApp;
  people: Record<K, Person>;
  /** Today's chapter meeting, under way at the test clock. */
  meetingId: number;
  /** What a test opens; `close` ends them with the app. */
  clients: Centrifuge[];
  sockets: RawSocket[];
  close(): Promise<void>;
}

/**
 * A meeting morning on the real real-time server (docs/meetings.md, docs/meeting-mode.md): a chapter that meets
 * Mondays at 08:00 UTC, so at the test clock (Monday 2 March 2026 09:00 UTC) today's meeting is under way, and its
 * members, made in the order given.
 */
export async function meetingDay<K extends string>(
  roles: Record<K, readonly [RoleName, string]>,
): Promise<MeetingDay<K>> {
  const app = await startLiveApp();
  const group = await buildGroup(app.ctx, { timezone: 'UTC', meeting_weekday: 1, meeting_time: '08:00' });
  const people = {} as Record<K, Person>;
  for (const [key, [role, name]] of Object.entries(roles) as Array<[K, readonly [RoleName, string]]>) {
    people[key] = await person(app, group.id, role, name);
  }
  const reader = Object.values<Person>(people)[0];
  if (!reader) throw new Error('meetingDay needs at least one member');
  const query = { from: '2026-03-02T00:00:00Z', to: '2026-03-03T00:00:00Z' };
  const meetingId = (await testClient(app.app, reader).ok('GET /api/meetings', { query })).items[0]?.id as number;
  const clients: Centrifuge[] = [];
  const sockets: RawSocket[] = [];
  return {
    app,
    people,
    meetingId,
    clients,
    sockets,
    close: async () => {
      for (const c of clients.splice(0)) c.disconnect();
      for (const r of sockets.splice(0)) r.close();
      await app.close();
    },
  };
}
