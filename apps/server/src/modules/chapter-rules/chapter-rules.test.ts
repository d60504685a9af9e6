import { PRESETS } from '@chapter/shared/chapter-rules/presets';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildGroup, buildMember, loginAs } from '../../test/factories.ts';
import { aChapterEachTest, annToken, as, bob, group, markAt, president, t } from '../scorecard/scorecard-test-kit.ts';

aChapterEachTest();

// The clock is Monday 2 March 2026 in a chapter on UTC (scorecard-test-kit.ts); Ann and Bob are Members, Pat the
// President. The organisation opens the allowance of absences (2 to 4) and the green line (60 to 80) to chapters.
const LIMITS = {
  'attendance.allowedAbsences': { min: 2, max: 4 },
  'scorecard.colours.green': { min: 60, max: 80 },
} as const;

const rulesOf = (token: string, groupId?: number) => as(token).call('GET /api/chapter-rules', { query: { groupId } });
const saveChapter = (token: string, overrides: Record<string, number | boolean | null>, groupId?: number) =>
  as(token).call('PUT /api/chapter-rules/chapter', { query: { groupId }, body: { overrides } });

async function organisation(preset: 'bniStandard' | 'appLight' = 'bniStandard', limits: object = LIMITS) {
  const admin = await buildAdmin(t.ctx, { name: 'Ada Admin' });
  const token = await loginAs(t.app, admin.email);
  const saved = await as(token).call('PUT /api/chapter-rules/organisation', { body: { preset, limits } });
  expect(saved.statusCode, saved.text).toBe(200);
  return { admin, token };
}

describe('GET /api/chapter-rules: the rules a member is judged by', () => {
  it('answers the app’s light and no override until the organisation chooses', async () => {
    const answer = await rulesOf(annToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.organisation).toMatchObject({ preset: 'appLight', edited: false, limits: {}, changedAt: null });
    expect(answer.body.chapter).toEqual({
      groupId: group.id,
      overrides: {},
      ignored: [],
      changedAt: null,
      changedBy: null,
    });
    expect(answer.body.rules).toEqual(PRESETS.appLight.rules);
  });

  it('answers 404 for another chapter, and the organisation alone to a platform admin outside any', async () => {
    const other = await buildGroup(t.ctx, { name: 'Other chapter' });
    expect((await rulesOf(annToken, other.id)).statusCode).toBe(404);
    const { token } = await organisation();
    const platform = await rulesOf(token);
    expect(platform.body.chapter).toBeNull();
    expect(platform.body.organisation.preset).toBe('bniStandard');
    expect((await rulesOf(token, other.id)).body.chapter?.groupId).toBe(other.id);
  });
});

describe('PUT /api/chapter-rules/organisation', () => {
  it('stores the preset and the limits, audit-logged, and every chapter reads them', async () => {
    const { admin } = await organisation();
    const answer = await rulesOf(annToken);
    expect(answer.body.organisation).toMatchObject({
      preset: 'bniStandard',
      limits: LIMITS,
      changedBy: { id: admin.id, name: 'Ada Admin' },
    });
    expect(answer.body.rules).toEqual(PRESETS.bniStandard.rules);
    const audit = await t.ctx.db.selectFrom('audit_log').selectAll().where('actor_id', '=', admin.id).execute();
    expect(audit.map((a) => [a.action, a.summary])).toEqual([
      ['chapter_rules.organisation_changed', 'Preset bniStandard; fields open to chapters: 2'],
    ]);
  });

  it('refuses rules the engine refuses, an unknown preset and a limit on no such field', async () => {
    const { token } = await organisation();
    const rules = structuredClone(PRESETS.bniStandard.rules);
    rules.scorecard.colours = [
      { colour: 'green', min: 40 },
      { colour: 'amber', min: 50 },
    ];
    const edited = await as(token).call('PUT /api/chapter-rules/organisation', {
      body: { preset: 'bniStandard', limits: {}, rules },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.error.details?.map((d) => d.field)).toEqual(['scorecard.colours.amber']);
    const raw = (body: object) => as(token).raw('PUT /api/chapter-rules/organisation', { body });
    expect((await raw({ preset: 'bni', limits: {} })).statusCode).toBe(400);
    expect((await raw({ preset: 'letip', limits: { 'attendance.window': {} } })).statusCode).toBe(400);
    expect(
      (await raw({ preset: 'letip', limits: { 'attendance.allowedAbsences': { min: 4, max: 2 } } })).statusCode,
    ).toBe(400);
    // Nothing of the refused calls was stored.
    expect((await rulesOf(annToken)).body.organisation.preset).toBe('bniStandard');
  });

  it('refuses a chapter’s President', async () => {
    const answer = await as(president).call('PUT /api/chapter-rules/organisation', {
      body: { preset: 'letip', limits: {} },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('PUT /api/chapter-rules/chapter', () => {
  it('names every refused field with its reason and stores nothing unless all are accepted', async () => {
    await organisation();
    const refused = await saveChapter(president, {
      'attendance.allowedAbsences': 5,
      'attendance.medicalIsAbsence': true,
      'attendance.window': 3,
      'scorecard.colours.green': 55,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.error.details).toEqual([
      { field: 'attendance.allowedAbsences', message: 'The most this rule can be here is 4' },
      { field: 'attendance.medicalIsAbsence', message: 'The organisation does not let chapters change this rule' },
      { field: 'attendance.window', message: 'There is no such rule' },
      { field: 'scorecard.colours.green', message: 'The least this rule can be here is 60' },
    ]);
    expect((await rulesOf(annToken)).body.chapter?.overrides).toEqual({});
    // The same refusal in Spanish, field by field.
    const spanish = await as(president).call('PUT /api/chapter-rules/chapter', {
      body: { overrides: { 'attendance.allowedAbsences': 1 } },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.error.details).toEqual([
      { field: 'attendance.allowedAbsences', message: 'Aquí el valor mínimo de esta regla es 2' },
    ]);
  });

  it('stores accepted overrides, audit-logged, and the rules follow them', async () => {
    await organisation();
    const saved = await saveChapter(president, { 'attendance.allowedAbsences': 4, 'scorecard.colours.green': 75 });
    expect(saved.statusCode, saved.text).toBe(200);
    expect(saved.body.chapter).toMatchObject({
      overrides: { 'attendance.allowedAbsences': 4, 'scorecard.colours.green': 75 },
      changedBy: { name: 'Pat President' },
    });
    expect(saved.body.rules.attendance.allowedAbsences).toBe(4);
    expect(saved.body.rules.scorecard.colours[0]).toEqual({ colour: 'green', min: 75 });
    const audit = await t.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'summary', 'group_id'])
      .where('action', '=', 'chapter_rules.chapter_changed')
      .execute();
    expect(audit).toEqual([
      {
        action: 'chapter_rules.chapter_changed',
        summary: `${group.name}: attendance.allowedAbsences 4, scorecard.colours.green 75`,
        group_id: group.id,
      },
    ]);
  });

  it('leaves out an override the organisation no longer allows, and says so', async () => {
    const { token } = await organisation();
    await saveChapter(president, { 'attendance.allowedAbsences': 4, 'scorecard.colours.green': 75 });
    await as(token).call('PUT /api/chapter-rules/organisation', {
      body: { preset: 'bniStandard', limits: { 'scorecard.colours.green': { min: 60, max: 80 } } },
    });
    const answer = await rulesOf(annToken);
    expect(answer.body.chapter?.ignored).toEqual([{ field: 'attendance.allowedAbsences', reason: 'locked' }]);
    expect(answer.body.rules.attendance.allowedAbsences).toBe(3);
    expect(answer.body.rules.scorecard.colours[0]?.min).toBe(75);
  });

  it('refuses a Member, and another chapter’s President answers 404', async () => {
    await organisation();
    expect((await saveChapter(annToken, { 'attendance.allowedAbsences': 4 })).statusCode).toBe(403);
    const other = await buildGroup(t.ctx, { name: 'Other chapter' });
    const theirs = await buildMember(t.ctx, { groupId: other.id, role: 'President' });
    const token = await loginAs(t.app, theirs.email);
    expect((await saveChapter(token, { 'attendance.allowedAbsences': 4 }, group.id)).statusCode).toBe(404);
  });
});

describe('scoring with the chapter’s rules', () => {
  it('warns and lists members by the chapter’s allowance of absences', async () => {
    await t.ctx.db.updateTable('groups').set({ meeting_weekday: 1, meeting_time: '09:00' }).execute();
    // Bob: 3 absences in the rolling six months. BNI's 3 allowed: one more puts his seat under review.
    for (const day of ['2025-10-06', '2025-12-01', '2026-02-02'])
      await markAt(bob.id, `${day}T09:00:00.000Z`, 'absent');
    const atRisk = () => as(president).call('GET /api/scorecard/at-risk', { query: {} });
    const bobToken = await loginAs(t.app, bob.email);
    const bobsWarning = async () => (await as(bobToken).call('GET /api/scorecard/warnings')).body.attendance;
    expect((await atRisk()).body.members.map((m) => m.member.id)).toEqual([bob.id]);
    expect(await bobsWarning()).toMatchObject({ absences: 3, allowed: 3 });
    await organisation('appLight');
    // The chapter allows 4: Bob has one to spare, nothing to warn about, on his home or on the list.
    await saveChapter(president, { 'attendance.allowedAbsences': 4 });
    expect((await atRisk()).body.members).toEqual([]);
    expect(await bobsWarning()).toBeNull();
    // The chapter allows 2: Bob's seat is under review.
    await saveChapter(president, { 'attendance.allowedAbsences': 2 });
    expect((await atRisk()).body.members[0]?.review).toEqual({ absences: 3, allowed: 2 });
  });
});
