import type { RoleName } from '@chapter/shared/roles';
import { bearer, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';

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

export function api(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PATCH', who: Person, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(who.token), ...(payload && { payload }) });
  return {
    get: (who: Person, url: string) => call('GET', who, url),
    post: (who: Person, url: string, payload: object = {}) => call('POST', who, url, payload),
    patch: (who: Person, url: string, payload: object) => call('PATCH', who, url, payload),
    referral: (from: Person, to: Person, extra: object = {}) =>
      call('POST', from, '/api/activities', {
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
    business: (recorder: Person, thanked: Person, extra: object = {}) =>
      call('POST', recorder, '/api/activities', {
        type: 'closed_business',
        receiverId: thanked.id,
        amountCents: 125_000,
        currency: 'USD',
        businessKind: 'new',
        scope: 'inside',
        occurredOn: '2026-02-27',
        description: 'Kitchen renovation',
        clientRequestId: requestId(),
        ...extra,
      }),
    oneToOne: (from: Person, to: Person, extra: object = {}) =>
      call('POST', from, '/api/activities', {
        type: 'one_to_one',
        receiverId: to.id,
        proposedAt: '2026-03-04T15:00:00.000Z',
        location: 'Harbour Café',
        clientRequestId: requestId(),
        ...extra,
      }),
    testimonial: (from: Person, to: Person, extra: object = {}) =>
      call('POST', from, '/api/activities', {
        type: 'testimonial',
        receiverId: to.id,
        text: 'Bob rewired our whole shop in a weekend and left it spotless.',
        clientRequestId: requestId(),
        ...extra,
      }),
    training: (who: Person, extra: object = {}) =>
      call('POST', who, '/api/activities', {
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
