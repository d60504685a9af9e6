import { describe, expect, it } from 'vitest';
import { applyOverrides, type FieldLimits } from './overrides.ts';
import { PRESETS } from './presets.ts';

const base = PRESETS.bniStandard.rules;
/** The organisation lets chapters allow 2–4 absences, count lates (1–3 per absence, or not), move green 60–80. */
const limits: FieldLimits = {
  'attendance.allowedAbsences': { min: 2, max: 4 },
  'attendance.latesPerAbsence': { min: 1, max: 3, off: true },
  'attendance.substituteIsPresent': {},
  'scorecard.colours.green': { min: 60, max: 80 },
};

describe('chapter overrides within the organisation’s limits', () => {
  it('applies overrides at and inside the limits, leaving the organisation’s rules untouched', () => {
    const result = applyOverrides(base, limits, {
      'attendance.allowedAbsences': 4,
      'attendance.latesPerAbsence': 2,
      'attendance.substituteIsPresent': false,
      'scorecard.colours.green': 60,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rules.attendance).toMatchObject({
      allowedAbsences: 4,
      latesPerAbsence: 2,
      substituteIsPresent: false,
    });
    expect(result.rules.scorecard.colours[0]).toEqual({ colour: 'green', min: 60 });
    expect(base.attendance).toMatchObject({ allowedAbsences: 3, latesPerAbsence: null, substituteIsPresent: true });
    expect(base.scorecard.colours[0]).toEqual({ colour: 'green', min: 70 });
  });

  it('accepts the edges and refuses one past each, naming the field, the reason and the range', () => {
    expect(applyOverrides(base, limits, { 'attendance.allowedAbsences': 2 }).ok).toBe(true);
    expect(applyOverrides(base, limits, { 'attendance.allowedAbsences': 1, 'scorecard.colours.green': 81 })).toEqual({
      ok: false,
      refusals: [
        { field: 'attendance.allowedAbsences', reason: 'belowMin', min: 2, max: 4 },
        { field: 'scorecard.colours.green', reason: 'aboveMax', min: 60, max: 80 },
      ],
    });
    expect(applyOverrides(base, limits, { 'attendance.allowedAbsences': 5 })).toEqual({
      ok: false,
      refusals: [{ field: 'attendance.allowedAbsences', reason: 'aboveMax', min: 2, max: 4 }],
    });
  });

  it('refuses fields the organisation did not open, unknown fields, and "no limit" where it is not allowed', () => {
    expect(
      applyOverrides(base, limits, {
        'attendance.medicalIsAbsence': true,
        'attendance.window': 3,
        'attendance.allowedAbsences': null,
        'attendance.latesPerAbsence': null,
      }),
    ).toEqual({
      ok: false,
      refusals: [
        { field: 'attendance.medicalIsAbsence', reason: 'locked' },
        { field: 'attendance.window', reason: 'unknownField' },
        { field: 'attendance.allowedAbsences', reason: 'notAllowedOff' },
      ],
    });
  });

  it('refuses values of the wrong kind and colour lines out of order', () => {
    expect(applyOverrides(base, limits, { 'attendance.substituteIsPresent': 1 })).toEqual({
      ok: false,
      refusals: [{ field: 'attendance.substituteIsPresent', reason: 'invalid' }],
    });
    expect(applyOverrides(base, limits, { 'attendance.allowedAbsences': 2.5 })).toMatchObject({
      ok: false,
      refusals: [{ field: 'attendance.allowedAbsences', reason: 'invalid' }],
    });
    // Green below amber's 50 is within an organisation's wide limit but makes no sense.
    const wide: FieldLimits = { 'scorecard.colours.green': { min: 0, max: 100 } };
    expect(applyOverrides(base, wide, { 'scorecard.colours.green': 45 })).toEqual({
      ok: false,
      refusals: [{ field: 'scorecard.colours.green', reason: 'invalid' }],
    });
  });

  it('sets a field that is off in the organisation’s rules (consecutive absences) only when it exists', () => {
    const open: FieldLimits = { 'attendance.consecutiveAbsences.max': { min: 1, max: 4 } };
    expect(applyOverrides(base, open, { 'attendance.consecutiveAbsences.max': 2 })).toMatchObject({
      ok: false,
      refusals: [{ field: 'attendance.consecutiveAbsences.max', reason: 'invalid' }],
    });
    const rotary = applyOverrides(PRESETS.rotary.rules, open, { 'attendance.consecutiveAbsences.max': 2 });
    expect(rotary.ok && rotary.rules.attendance.consecutiveAbsences).toEqual({ max: 2, unannouncedOnly: false });
  });
});
