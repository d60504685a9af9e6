import type { CreateActivityRequest } from '@chapter/shared/activity.schemas';
import type { RoleName } from '@chapter/shared/roles';
import { bearer, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

/** Helpers shared by the activity API tests: signed-in members and one-line requests. */
export interface Person {
  id: number;
  name: string;
  email: string;
  token: string;
}

export async function person(t: TestApp, groupId: number, role: RoleName = 'Member', name?: string): Promise<Person> {
  const m = await buildMember(t.ctx, { groupId, role, ...(name && { name }) });
  return { id: m.id, name: m.name, email: m.email, token: await loginAs(t.app, m.email) };
}

export async function chapter(t: TestApp) {
  const group = await buildGroup(t.ctx, { name: 'Harbour Chapter' });
  return {
    group,
    ann: await person(t, group.id, 'Member', 'Ann Able'),
    bob: await person(t, group.id, 'Member', 'Bob Baker'),
    cat: await person(t, group.id, 'Member', 'Cat Cole'),
    vp: await person(t, group.id, 'Vice President', 'Val Vice'),
    board: await person(t, group.id, 'Board Member', 'Ben Board'),
  };
}

let seq = 0;
export const requestId = () => `req-${++seq}`;

type Create = CreateActivityRequest;
type Fields<T extends Create['type']> = Partial<Extract<Create, { type: T }>>;

/** The bodies the one-line creates send: a valid record of each type, with `extra` fields laid over it. */
export const bodies = {
  referral: (to: { id: number }, extra: Fields<'referral'> = {}): Create => ({
    type: 'referral',
    receiverId: to.id,
    prospectName: 'Dana Prospect',
    prospectContact: 'dana@example.test',
    description: 'Needs a new office fit-out',
    temperature: 4,
    scope: 'outside',
    clientRequestId: requestId(),
    ...extra,
  }),
  business: (to: { id: number }, extra: Fields<'closed_business'> = {}): Create => ({
    type: 'closed_business',
    receiverId: to.id,
    amountCents: 125_000,
    currency: 'USD',
    businessKind: 'new',
    scope: 'inside',
    occurredOn: '2026-02-27',
    description: 'Kitchen renovation',
    clientRequestId: requestId(),
    ...extra,
  }),
};

/** One-line creates through the typed test client (test/test-client.ts), and `as(who)` for any other call. */
export function api(t: Pick<TestApp, 'app'>) {
  const as = (who: Person) => testClient(t.app, who);
  const create = (who: Person, body: Create) => as(who).call('POST /api/activities', { body });
  return {
    as,
    /**
     * A meeting `who` creates through the route, its id: a 90-minute chapter meeting at 07:00 UTC on `fields.date`
     * unless the fields say otherwise.
     */
    meeting: async (who: Person, fields: { date: string } & Record<string, unknown>) => {
      const body = {
        title: 'Chapter meeting',
        type: 'chapter',
        startTime: '07:00',
        durationMinutes: 90,
        timezone: 'UTC',
      };
      const res = await as(who).call('POST /api/meetings', { body: { ...body, ...fields } as never });
      if (res.statusCode !== 201) throw new Error(`meeting not created: ${res.statusCode} ${JSON.stringify(res.body)}`);
      return (res.body as { id: number }).id;
    },
    referral: (from: Person, to: Person, extra: Fields<'referral'> = {}) => create(from, bodies.referral(to, extra)),
    business: (recorder: Person, thanked: Person, extra: Fields<'closed_business'> = {}) =>
      create(recorder, bodies.business(thanked, extra)),
    oneToOne: (from: Person, to: Person, extra: Fields<'one_to_one'> = {}) =>
      create(from, {
        type: 'one_to_one',
        receiverId: to.id,
        proposedAt: '2026-03-04T15:00:00.000Z',
        location: 'Harbour Café',
        clientRequestId: requestId(),
        ...extra,
      }),
    testimonial: (from: Person, to: Person, extra: Fields<'testimonial'> = {}) =>
      create(from, {
        type: 'testimonial',
        receiverId: to.id,
        text: 'Bob rewired our whole shop in a weekend and left it spotless.',
        clientRequestId: requestId(),
        ...extra,
      }),
    training: (who: Person, extra: Fields<'training_credit'> = {}) =>
      create(who, {
        type: 'training_credit',
        title: 'Member Success Program',
        occurredOn: '2026-02-20',
        credits: 3,
        provider: 'Regional office',
        clientRequestId: requestId(),
        ...extra,
      }),
  };
}
