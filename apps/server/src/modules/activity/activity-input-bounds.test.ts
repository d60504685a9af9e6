import type { ErrorBody } from '@chapter/shared/errors';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildMember } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, chapter, person, requestId } from './activity-test-kit.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
});
afterEach(() => t.close());

const fieldErrors = (res: { error: ErrorBody }) => res.error.details?.map((d) => `${d.field}: ${d.message}`);

describe('activity dates are bounded (the test clock reads 2026-03-02)', () => {
  it('refuses past-event dates in the future or long before the group, and one-to-ones beyond a year', async () => {
    const farFuture = await a.training(c.ann, { occurredOn: '9999-12-31', credits: 40 });
    expect(farFuture.statusCode).toBe(400);
    expect(fieldErrors(farFuture)).toEqual(['occurredOn: The date cannot be in the future']);
    expect((await a.business(c.ann, c.bob, { occurredOn: '2026-03-04' })).statusCode).toBe(400);
    const ancient = await a.oneToOne(c.ann, c.bob, { proposedAt: '0000-01-01T10:00:00.000Z' });
    expect(ancient.statusCode).toBe(400);
    expect(fieldErrors(ancient)).toEqual(['proposedAt: The date cannot be before 2025-03-02']);
    const tooFar = await a.oneToOne(c.ann, c.bob, { proposedAt: '2027-06-01T10:00:00.000Z' });
    expect(fieldErrors(tooFar)).toEqual(['proposedAt: Choose a time within the next year']);

    // Tomorrow is tolerated (a member in another zone), and so is last month.
    expect((await a.business(c.ann, c.bob, { occurredOn: '2026-03-03' })).statusCode).toBe(201);
    expect((await a.training(c.ann, { occurredOn: '2026-02-01' })).statusCode).toBe(201);
  });

  it('bounds edits and proposed new times too', async () => {
    const biz = (await a.business(c.ann, c.bob)).body;
    const edit = await a
      .as(c.ann)
      .call('PATCH /api/activities/:id', { params: { id: biz.id }, body: { occurredOn: '9999-12-31' } });
    expect(edit.statusCode).toBe(400);
    const meeting = (await a.oneToOne(c.ann, c.bob)).body;
    const propose = await a.as(c.bob).call('POST /api/activities/:id/one-to-one', {
      params: { id: meeting.id },
      body: { action: 'propose', proposedAt: '9999-01-01T08:00:00.000Z' },
    });
    expect(fieldErrors(propose)).toEqual(['proposedAt: Choose a time within the next year']);
  });
});

describe('who can be given activity', () => {
  it('refuses referrals and thanks to visitors and substitutes, who can never see them', async () => {
    const visitor = await person(t, c.group.id, 'Visitor', 'Vic Visitor');
    // A substitute cannot sign in here; only their id is needed.
    const substitute = { ...c.bob, id: (await buildMember(t.ctx, { groupId: c.group.id, role: 'Substitute' })).id };
    const toVisitor = await a.referral(c.ann, visitor);
    expect(toVisitor.statusCode).toBe(400);
    expect(fieldErrors(toVisitor)).toEqual([
      'receiverId: Vic Visitor is a Visitor and cannot receive activity; choose a member',
    ]);
    expect((await a.business(c.ann, substitute)).statusCode).toBe(400);
    expect((await a.referral(c.ann, c.bob)).statusCode).toBe(201);
  });
});

describe('client request ids', () => {
  it('answers a retry with the first record, and a reused id with a different body with 409', async () => {
    const id = requestId();
    const first = await a.referral(c.ann, c.bob, { clientRequestId: id });
    expect(first.statusCode).toBe(201);
    const retry = await a.referral(c.ann, c.bob, { clientRequestId: id });
    expect(retry.statusCode).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    const other = await a.referral(c.ann, c.bob, { clientRequestId: id, prospectName: 'Another Prospect' });
    expect(other.statusCode).toBe(409);
    expect(other.error).toMatchObject({
      code: 'CONFLICT',
      message: 'This request id was already used for a different record; nothing was saved. Send it with a new id.',
    });
    const stored = await t.ctx.db.selectFrom('activity_records').select('summary').execute();
    expect(stored).toEqual([{ summary: 'Dana Prospect' }]);
  });
});
