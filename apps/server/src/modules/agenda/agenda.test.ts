import { AGENDA_LIMITS, type AgendaSegment, STANDARD_AGENDA } from '@chapter/shared/agenda.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, chapter, person } from '../activity/activity-test-kit.ts';

/**
 * The weekly meeting's agenda (docs/meeting-mode.md): the chapter's template, a meeting's own copy, and who may
 * change them. The test clock starts on Monday 2 March 2026, 09:00 UTC.
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

const seg = (kind: AgendaSegment['kind'], minutes: number, extra: Partial<AgendaSegment> = {}) => ({
  kind,
  minutes,
  ...extra,
});

const meetingOn = (date: string) => a.meeting(c.board, { date, location: 'Harbour Hotel' });

describe('the agenda template', () => {
  it('is the standard 90-minute agenda until a leader saves the chapter’s own, which then holds', async () => {
    const first = await a.as(c.board).ok('GET /api/agenda/template', { query: {} });
    expect(first).toMatchObject({ groupId: c.group.id, custom: false, totalMinutes: 90, updatedAt: null });
    expect(first.segments).toEqual(STANDARD_AGENDA);

    const segments = [
      seg('networking', 20),
      seg('commercials', 25, { speakerSeconds: 45, leadUserId: c.vp.id }),
      seg('custom', 10, { title: 'Power team spotlight' }),
      seg('referrals', 20),
    ];
    const saved = await a.as(c.board).ok('PUT /api/agenda/template', { body: { segments } });
    expect(saved).toMatchObject({ custom: true, totalMinutes: 75 });
    expect(saved.segments[1]).toEqual({
      kind: 'commercials',
      title: null,
      minutes: 25,
      speakerSeconds: 45,
      leadUserId: c.vp.id,
    });
    expect((await a.as(c.board).ok('GET /api/agenda/template', { query: {} })).segments).toEqual(saved.segments);
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'agenda.template_changed')
      .execute();
    expect(audit.map((r) => r.summary)).toEqual(['Agenda template: 4 segments, 75 min']);
  });

  it('refuses a segment of one’s own without a title, a time per speaker outside the commercials, an agenda over 240 minutes, and a leader from elsewhere', async () => {
    const put = (segments: object[]) => a.as(c.board).call('PUT /api/agenda/template', { body: { segments } as never });
    const noTitle = await put([seg('custom', 10)]);
    expect(noTitle.statusCode).toBe(400);
    expect(JSON.stringify(noTitle.error)).toContain('A segment of your own needs a title');
    expect(JSON.stringify((await put([seg('education', 5, { speakerSeconds: 60 })])).error)).toContain(
      'Only the commercials have a time per speaker',
    );
    const long = await put(Array.from({ length: 3 }, () => seg('feature', 90)));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.error)).toContain(`The agenda lasts 270 minutes; at most ${AGENDA_LIMITS.totalMinutes}`);
    expect((await put([])).statusCode).toBe(400);

    const elsewhere = await person(t, (await buildGroup(t.ctx)).id, 'Member', 'Olga Other');
    const visitor = await person(t, c.group.id, 'Visitor', 'Vic Visitor');
    for (const lead of [elsewhere.id, visitor.id]) {
      const res = await put([seg('education', 5, { leadUserId: lead })]);
      expect(res.statusCode).toBe(400);
      expect(res.error).toMatchObject({
        message: 'A segment is led by someone who is not a member of this chapter',
        details: [{ field: 'segments.0.leadUserId', message: 'Not an active member of this chapter' }],
      });
    }
    // Nothing of the refused agendas was kept.
    expect((await a.as(c.board).ok('GET /api/agenda/template', { query: {} })).custom).toBe(false);
  });
});

describe('a meeting’s agenda', () => {
  it('follows the template until a leader changes it, keeps its own copy, and follows the template again after a reset', async () => {
    const meetingId = await meetingOn('2026-03-05');
    const read = () => a.as(c.ann).ok('GET /api/meetings/:meetingId/agenda', { params: { meetingId } });
    expect(await read()).toMatchObject({ source: 'template', totalMinutes: 90, leads: [] });

    await a
      .as(c.board)
      .ok('PUT /api/agenda/template', { body: { segments: [seg('networking', 15), seg('referrals', 20)] } });
    expect((await read()).totalMinutes).toBe(35);

    const own = [seg('networking', 10), seg('feature', 12, { leadUserId: c.cat.id }), seg('referrals', 20)];
    const changed = await a.as(c.board).ok('PUT /api/meetings/:meetingId/agenda', {
      params: { meetingId },
      body: { segments: own },
    });
    expect(changed).toMatchObject({ source: 'meeting', totalMinutes: 42, leads: [{ id: c.cat.id, name: 'Cat Cole' }] });
    // The template is not changed by a meeting's copy, and a later template change does not reach the copy.
    await a.as(c.board).ok('PUT /api/agenda/template', { body: { segments: [seg('networking', 30)] } });
    expect((await read()).totalMinutes).toBe(42);
    expect((await a.as(c.board).ok('GET /api/agenda/template', { query: {} })).totalMinutes).toBe(30);

    const reset = await a.as(c.board).ok('DELETE /api/meetings/:meetingId/agenda', { params: { meetingId } });
    expect(reset).toMatchObject({ source: 'template', totalMinutes: 30 });
  });

  it('is read by the chapter only, changed by leaders only, and kept as it was once the meeting is over or cancelled', async () => {
    const meetingId = await meetingOn('2026-03-05');
    const body = { segments: [seg('networking', 15)] };
    // A Member reads it but cannot change it; another chapter's member does not find it.
    expect(
      (await a.as(c.ann).call('PUT /api/meetings/:meetingId/agenda', { params: { meetingId }, body })).statusCode,
    ).toBe(403);
    const outsider = await person(t, (await buildGroup(t.ctx)).id, 'President');
    expect(
      (await a.as(outsider).call('GET /api/meetings/:meetingId/agenda', { params: { meetingId } })).statusCode,
    ).toBe(404);
    expect(
      (await a.as(outsider).call('PUT /api/meetings/:meetingId/agenda', { params: { meetingId }, body })).statusCode,
    ).toBe(404);

    // Past its end (07:00 + 90 minutes on 5 March), the meeting's agenda is history.
    t.clock.set(new Date('2026-03-05T08:30:00.000Z'));
    const ended = await a.as(c.board).call('PUT /api/meetings/:meetingId/agenda', { params: { meetingId }, body });
    expect(ended.statusCode).toBe(409);
    expect(ended.error).toMatchObject({ message: 'The meeting has ended: its agenda is kept as it was' });
    expect(
      (await a.as(c.board).call('DELETE /api/meetings/:meetingId/agenda', { params: { meetingId } })).statusCode,
    ).toBe(409);

    const next = await meetingOn('2026-03-12');
    await a
      .as(c.board)
      .ok('POST /api/meetings/:meetingId/cancel', { params: { meetingId: next }, body: { reason: 'Venue closed' } });
    const cancelled = await a
      .as(c.board)
      .call('PUT /api/meetings/:meetingId/agenda', { params: { meetingId: next }, body });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.error).toMatchObject({ message: 'The meeting was cancelled' });
  });
});
