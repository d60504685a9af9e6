import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, chapter, type Person, person } from '../activity/activity-test-kit.ts';

/**
 * The speaker rota (docs/meeting-mode.md "Built so far: the rota"): who schedules it, its refusals, the presenter's
 * swap and sheet, and the meeting's feature for the presenter screen. The test clock starts on Monday 2 March 2026,
 * 09:00 UTC.
 */
let t: TestApp;
let c: Awaited<ReturnType<typeof chapter>>;
let a: ReturnType<typeof api>;

beforeEach(async () => {
  t = await createTestApp();
  c = await chapter(t);
  a = api(t);
});
afterEach(() => t.close());

const meetingOn = (date: string, type: 'chapter' | 'social' = 'chapter') =>
  a.meeting(c.board, { title: `Meeting ${date}`, type, date });

const assign = (who: Person, meetingId: number, userId: number | null) =>
  a.as(who).call('PUT /api/speaker-rota/:meetingId', { params: { meetingId }, body: { userId } });
const rota = (who: Person) => a.as(who).ok('GET /api/speaker-rota', { query: {} });
const slotOf = async (who: Person, meetingId: number) => (await rota(who)).slots.find((s) => s.meetingId === meetingId);
const swap = (who: Person, meetingId: number, withUserId: number) =>
  a.as(who).call('POST /api/speaker-rota/:meetingId/swap', { params: { meetingId }, body: { withUserId } });
const answer = (who: Person, meetingId: number, how: 'accept' | 'decline') =>
  a.as(who).call(`POST /api/speaker-rota/:meetingId/swap/${how}`, { params: { meetingId } });
const withdraw = (who: Person, meetingId: number) =>
  a.as(who).call('DELETE /api/speaker-rota/:meetingId/swap', { params: { meetingId } });
const sheet = (who: Person, meetingId: number, body: Record<string, string | null>) =>
  a.as(who).call('PUT /api/speaker-rota/:meetingId/sheet', { params: { meetingId }, body });

const audit = (action: string) =>
  t.ctx.db.selectFrom('audit_log').select('summary').where('action', '=', action).orderBy('id').execute();
const noticesOf = (who: Person) =>
  t.ctx.db.selectFrom('notifications').select('title').where('user_id', '=', who.id).orderBy('id').execute();

describe('the rota, scheduled by leaders', () => {
  it('lists the chapter meetings of the next 12 weeks with their presenters; a leader assigns, changes and clears', async () => {
    const first = await meetingOn('2026-03-05');
    const second = await meetingOn('2026-03-12');
    await meetingOn('2026-03-19', 'social');
    await meetingOn('2026-06-04'); // 13 weeks and 3 days ahead: past the default window.
    await t.ctx.db.updateTable('users').set({ classification: 'Electrician' }).where('id', '=', c.bob.id).execute();

    const empty = await rota(c.ann);
    expect(empty).toMatchObject({ groupId: c.group.id, from: '2026-03-02', to: '2026-05-25' });
    expect(empty.slots.map((s) => [s.meetingId, s.presenter])).toEqual([
      [first, null],
      [second, null],
    ]);

    expect((await assign(c.board, first, c.bob.id)).body).toMatchObject({
      presenter: { id: c.bob.id, name: 'Bob Baker', classification: 'Electrician', avatarUrl: null },
      status: 'scheduled',
      swapWith: null,
    });
    expect((await slotOf(c.cat, first))?.presenter?.name).toBe('Bob Baker');
    expect((await noticesOf(c.bob)).map((n) => n.title)).toEqual([
      'Ben Board put you on the speaker rota: you give the feature presentation',
    ]);
    // A Member reads the rota but does not schedule it.
    expect((await assign(c.ann, second, c.ann.id)).statusCode).toBe(403);

    await assign(c.board, first, c.cat.id);
    expect((await slotOf(c.ann, first))?.presenter?.name).toBe('Cat Cole');
    expect((await assign(c.board, first, null)).body).toMatchObject({ presenter: null, status: null });
    expect((await slotOf(c.ann, first))?.presenter).toBeNull();
    expect((await audit('rota.assigned')).map((r) => r.summary)).toEqual([
      'Feature presentation of Meeting 2026-03-05: Bob Baker',
      'Feature presentation of Meeting 2026-03-05: Cat Cole',
    ]);
    expect(await audit('rota.cleared')).toHaveLength(1);

    // A window of one's own, and one too long.
    const april = await a.as(c.ann).ok('GET /api/speaker-rota', { query: { from: '2026-03-10', to: '2026-03-12' } });
    expect(april.slots.map((s) => s.meetingId)).toEqual([second]);
    const long = await a.as(c.ann).call('GET /api/speaker-rota', { query: { from: '2026-01-01', to: '2027-06-01' } });
    expect(long.error.message).toBe('Choose a window of at most 366 days');
  });

  it('refuses a member from elsewhere, a visitor, the same member twice within four weeks, a cancelled, begun or social meeting', async () => {
    const march5 = await meetingOn('2026-03-05');
    const march26 = await meetingOn('2026-03-26');
    const april2 = await meetingOn('2026-04-02');
    const social = await meetingOn('2026-03-12', 'social');
    const elsewhere = await person(t, (await buildGroup(t.ctx)).id, 'Member', 'Olga Other');
    const visitor = await person(t, c.group.id, 'Visitor', 'Vic Visitor');
    for (const who of [elsewhere, visitor]) {
      const res = await assign(c.board, march5, who.id);
      expect(res.statusCode).toBe(400);
      expect(res.error).toMatchObject({
        message: 'The presenter must be an active member of this chapter',
        details: [{ field: 'userId', message: 'Not an active member of this chapter' }],
      });
    }

    expect((await assign(c.board, march5, c.ann.id)).statusCode).toBe(200);
    const soon = await assign(c.board, march26, c.ann.id);
    expect(soon.statusCode).toBe(400);
    expect(soon.error.message).toBe('Ann Able already presents on 2026-03-05: at most once in 4 weeks');
    // Four weeks apart is allowed.
    expect((await assign(c.board, april2, c.ann.id)).statusCode).toBe(200);
    expect((await slotOf(c.ann, march26))?.presenter).toBeNull();

    expect((await assign(c.board, social, c.bob.id)).error.message).toBe(
      'Only a chapter meeting has a feature presentation',
    );
    await a.as(c.board).ok('POST /api/meetings/:meetingId/cancel', { params: { meetingId: march26 }, body: {} });
    expect((await assign(c.board, march26, c.bob.id)).error.message).toBe('The meeting was cancelled');
    t.clock.set(new Date('2026-03-05T07:00:00.000Z'));
    const begun = await assign(c.board, march5, c.bob.id);
    expect(begun.statusCode).toBe(409);
    expect(begun.error.message).toBe('The meeting has begun: its feature presentation is kept as it was');
    expect((await slotOf(c.ann, march5))?.presenter?.name).toBe('Ann Able');
  });
});

describe('the presenter’s swap', () => {
  it('is asked by the presenter only, declined, withdrawn, and accepted: the partner simply takes a slot when they have none', async () => {
    const meetingId = await meetingOn('2026-03-05');
    await assign(c.board, meetingId, c.ann.id);

    expect((await swap(c.cat, meetingId, c.bob.id)).error.message).toBe(
      'Only the scheduled presenter can ask for a swap',
    );
    expect((await swap(c.ann, meetingId, c.ann.id)).error.message).toBe('Choose another member than yourself');
    const visitor = await person(t, c.group.id, 'Visitor');
    expect((await swap(c.ann, meetingId, visitor.id)).error).toMatchObject({
      message: 'The swap partner must be an active member of this chapter',
      details: [{ field: 'withUserId', message: 'Not an active member of this chapter' }],
    });

    expect((await swap(c.ann, meetingId, c.bob.id)).body).toMatchObject({
      status: 'swapRequested',
      presenter: { id: c.ann.id },
      swapWith: { id: c.bob.id, name: 'Bob Baker' },
    });
    expect((await noticesOf(c.bob)).map((n) => n.title)).toEqual([
      'Ann Able asks you to take their feature presentation',
    ]);
    expect((await swap(c.ann, meetingId, c.cat.id)).error.message).toBe(
      'A swap is already waiting for an answer: withdraw it first',
    );
    expect((await answer(c.cat, meetingId, 'accept')).error.message).toBe('Only the member asked can answer this swap');

    expect((await answer(c.bob, meetingId, 'decline')).body).toMatchObject({ status: 'scheduled', swapWith: null });
    expect((await noticesOf(c.ann)).map((n) => n.title).at(-1)).toBe('Bob Baker cannot take your feature presentation');
    expect((await answer(c.bob, meetingId, 'accept')).error.message).toBe('No swap is waiting for an answer');

    await swap(c.ann, meetingId, c.bob.id);
    expect((await withdraw(c.bob, meetingId)).error.message).toBe('Only the presenter who asked can withdraw the swap');
    expect((await withdraw(c.ann, meetingId)).body).toMatchObject({ status: 'scheduled', swapWith: null });
    expect((await answer(c.bob, meetingId, 'accept')).statusCode).toBe(409);

    await swap(c.ann, meetingId, c.bob.id);
    expect((await answer(c.bob, meetingId, 'accept')).body).toMatchObject({
      status: 'scheduled',
      presenter: { id: c.bob.id },
      swapWith: null,
    });
    expect((await noticesOf(c.ann)).map((n) => n.title)).toContain('Bob Baker took your feature presentation');
    // Members' own swaps are theirs: only leaders' changes are audit-logged.
    expect(await audit('rota.assigned')).toHaveLength(1);
  });

  it('trades the two slots, each sheet going with its presenter, and refuses a trade that breaks the four-week rule', async () => {
    const march5 = await meetingOn('2026-03-05');
    const march12 = await meetingOn('2026-03-12');
    await assign(c.board, march5, c.ann.id);
    await assign(c.board, march12, c.bob.id);
    await sheet(c.ann, march5, { topic: 'Ann on tax', goals: 'Ten new clients' });
    await sheet(c.bob, march12, { topic: 'Bob on wiring' });

    await swap(c.ann, march5, c.bob.id);
    expect((await answer(c.bob, march5, 'accept')).statusCode).toBe(200);
    const after = await rota(c.cat);
    expect(after.slots.map((s) => [s.presenter?.name, s.topic])).toEqual([
      ['Bob Baker', 'Bob on wiring'],
      ['Ann Able', 'Ann on tax'],
    ]);
    const feature = await a.as(c.cat).ok('GET /api/meetings/:meetingId/feature', { params: { meetingId: march12 } });
    expect(feature?.sheet).toMatchObject({ topic: 'Ann on tax', goals: 'Ten new clients' });

    // Ann (12 March) presents again on 16 April; Cat's own slot is 2 April. The trade would put Ann on 2 April,
    // two weeks before her 16 April: refused when she asks, so Cat is never asked.
    const april2 = await meetingOn('2026-04-02');
    const april16 = await meetingOn('2026-04-16');
    await assign(c.board, april2, c.cat.id);
    await assign(c.board, april16, c.ann.id);
    const refused = await swap(c.ann, march12, c.cat.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.error.message).toBe('Ann Able already presents on 2026-04-16: at most once in 4 weeks');
    expect((await noticesOf(c.cat)).map((n) => n.title)).not.toContain(
      'Ann Able asks you to take their feature presentation',
    );
    expect((await slotOf(c.ann, march12))?.status).toBe('scheduled');
  });
});

describe('the presenter’s sheet and the meeting’s feature', () => {
  it('is written by the presenter or a leader, checked for length, and read by the chapter with the presenter’s profile', async () => {
    const meetingId = await meetingOn('2026-03-05');
    const feature = () => a.as(c.cat).call('GET /api/meetings/:meetingId/feature', { params: { meetingId } });
    expect((await feature()).body).toBeNull();
    expect((await sheet(c.ann, meetingId, { topic: 'Mine' })).error.message).toBe(
      'Nobody is scheduled to present at this meeting',
    );

    await assign(c.board, meetingId, c.ann.id);
    await t.ctx.db
      .updateTable('users')
      .set({ company_name: 'Able Accounting', bio: 'Twenty years of small-business books.' })
      .where('id', '=', c.ann.id)
      .execute();
    const long = await sheet(c.ann, meetingId, { topic: 'Tax', goals: 'g'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.error)).toContain('At most 500 characters');
    expect((await sheet(c.bob, meetingId, { topic: 'Not mine' })).error.message).toBe(
      'Only the presenter or a leader who manages meetings can change this sheet',
    );

    const saved = await sheet(c.ann, meetingId, {
      topic: '  Year-end tax ',
      goals: 'Ten new clients',
      accomplishments: 'Certified last year',
      interests: '',
      networks: 'Harbour traders',
      skills: 'Payroll',
    });
    expect(saved.body).toEqual({
      meetingId,
      presenter: {
        id: c.ann.id,
        name: 'Ann Able',
        classification: null,
        avatarUrl: null,
        company: 'Able Accounting',
        bio: 'Twenty years of small-business books.',
      },
      sheet: {
        topic: 'Year-end tax',
        goals: 'Ten new clients',
        accomplishments: 'Certified last year',
        interests: null,
        networks: 'Harbour traders',
        skills: 'Payroll',
      },
    });
    expect((await feature()).body).toEqual(saved.body);
    expect(await audit('rota.sheet_changed')).toEqual([]);

    await sheet(c.board, meetingId, { topic: 'Year-end tax, in plain words' });
    expect((await audit('rota.sheet_changed')).map((r) => r.summary)).toEqual([
      'Feature presentation sheet of Meeting 2026-03-05 changed',
    ]);

    // Another chapter's member does not find the meeting; a new presenter starts with an empty sheet.
    const outsider = await person(t, (await buildGroup(t.ctx)).id, 'President');
    expect(
      (await a.as(outsider).call('GET /api/meetings/:meetingId/feature', { params: { meetingId } })).statusCode,
    ).toBe(404);
    await assign(c.board, meetingId, c.bob.id);
    expect(((await feature()).body as { sheet: { topic: string | null } }).sheet.topic).toBeNull();
  });
});
