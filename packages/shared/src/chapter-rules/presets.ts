/**
 * The organisations' rules as presets (docs/chapter-rules.md "Presets" says where each number comes from). An
 * organisation's administrator picks one; chapters override within limits (overrides.ts).
 */
import type { AttendancePolicy, ChapterRules, PartRule, Scorecard } from './schemas.ts';

/** Per-week bands, highest first: [per week, points]. */
const perWeek = (...bands: Array<[number, number]>): PartRule => ({
  kind: 'atLeast',
  per: 'week',
  bands: bands.map(([min, points]) => ({ min, points })),
});
const perPeriod = (...bands: Array<[number, number]>): PartRule => ({
  kind: 'atLeast',
  per: 'period',
  bands: bands.map(([min, points]) => ({ min, points })),
});
const fewest = (...bands: Array<[number, number]>): PartRule => ({
  kind: 'atMost',
  bands: bands.map(([max, points]) => ({ max, points })),
});
const proportional = (goal: number, points: number): PartRule => ({ kind: 'proportional', goal, points });

const NO_SUBSTITUTE_LIMIT = { perWindow: null, perYear: null, maxInARow: null };

export const PRESET_IDS = [
  'appLight',
  'bniStandard',
  'bniDelhi',
  'bniBrazil',
  'bniAustralia',
  'bniChapterStrict',
  'letip',
  'rotary',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface Preset {
  rules: ChapterRules;
  /** Where the numbers come from, in our words (the full notes are in docs/chapter-rules.md). */
  source: string;
}

/**
 * Builds the presets. One function, marked free of side effects, so a bundle that never reads PRESETS (a page that
 * only imports the light's colour lines from traffic-light.ts) drops all of this.
 */
/* @__NO_SIDE_EFFECTS__ */
function buildPresets(): Record<PresetId, Preset> {
  /** BNI's global manual: 3 absences in a rolling six months; a substitute is not an absence. */
  const bniAttendance: AttendancePolicy = {
    window: { kind: 'rollingMonths', months: 6 },
    allowedAbsences: 3,
    substituteIsPresent: true,
    medicalIsAbsence: false,
    latesPerAbsence: null,
    substitutes: NO_SUBSTITUTE_LIMIT,
    consecutiveAbsences: null,
    makeUpWithinDays: null,
    minAttendanceShare: null,
    minOwnShare: null,
  };

  const TRAFFIC_COLOURS: Scorecard['colours'] = [
    { colour: 'green', min: 70 },
    { colour: 'amber', min: 50 },
    { colour: 'red', min: 30 },
    { colour: 'grey', min: 0 },
  ];

  /** The UK 2012 traffic light: seven parts, 100 points, over the six completed months. */
  const uk2012: Scorecard = {
    parts: [
      { part: 'absences', rule: fewest([0, 15], [1, 10], [2, 5]) },
      { part: 'referrals', rule: perWeek([1.2, 20], [1, 15], [0.75, 10], [0.5, 5]) },
      { part: 'visitors', rule: perWeek([0.5, 20], [0.25, 15], [0.167, 10], [0.083, 5]) },
      { part: 'training', rule: perPeriod([3, 15], [2, 10], [1, 5]) },
      {
        part: 'testimonials',
        rule: {
          kind: 'atLeast',
          per: 'week',
          bands: [
            { min: 0.075, points: 10 },
            { min: 0, points: 5, above: true },
          ],
        },
      },
      { part: 'tyfcb', rule: perPeriod([5000, 15], [2500, 10], [1000, 5]) },
      { part: 'onTime', rule: fewest([0, 5]) },
    ],
    colours: TRAFFIC_COLOURS,
    currency: 'GBP',
    periodMonths: 6,
  };

  const replacePart = (sc: Scorecard, part: Scorecard['parts'][number]): Scorecard['parts'] =>
    sc.parts.map((p) => (p.part === part.part ? part : p));

  return {
    appLight: {
      source:
        'The light this app has shown since decision 0003: attendance share, referrals, one-to-ones and visitors per ' +
        'week, training and closed business over the period; BNI global attendance.',
      rules: {
        attendance: bniAttendance,
        scorecard: {
          parts: [
            {
              part: 'attendance',
              rule: {
                kind: 'atLeast',
                per: 'share',
                bands: [0.95, 0.9, 0.85, 0.75].map((min, i) => ({ min, points: 20 - 5 * i })),
              },
            },
            { part: 'referrals', rule: perWeek([1.2, 20], [1, 15], [0.75, 10], [0.5, 5]) },
            { part: 'oneToOnes', rule: perWeek([1, 20], [0.75, 15], [0.5, 10], [0.25, 5]) },
            { part: 'visitors', rule: perWeek([0.25, 15], [0.167, 10], [0.083, 5]) },
            { part: 'training', rule: perPeriod([3, 10], [2, 7], [1, 4]) },
            { part: 'tyfcb', rule: perPeriod([5000, 15], [2500, 10], [1000, 5]) },
          ],
          colours: TRAFFIC_COLOURS,
          currency: 'GBP',
          periodMonths: 6,
        },
      },
    },
    bniStandard: {
      source: 'BNI global operations manual for attendance; the 2012 UK (Solihull) traffic light for the scorecard.',
      rules: { attendance: bniAttendance, scorecard: uk2012 },
    },
    bniDelhi: {
      source: 'The Delhi scoring as coded by a chapter tool: the UK parts with higher visitor bands and rupee amounts.',
      rules: {
        attendance: bniAttendance,
        scorecard: {
          ...uk2012,
          parts: replacePart(
            {
              ...uk2012,
              parts: replacePart(uk2012, {
                part: 'visitors',
                rule: perWeek([0.75, 20], [0.5, 15], [0.25, 10], [0.1, 5]),
              }),
            },
            { part: 'tyfcb', rule: perPeriod([2_000_000, 15], [1_000_000, 10], [500_000, 5]) },
          ),
          currency: 'INR',
        },
      },
    },
    bniBrazil: {
      source: 'A Brazilian coordinator’s tool: points in proportion to six-month goals; green from 70, yellow from 40.',
      rules: {
        attendance: bniAttendance,
        scorecard: {
          parts: [
            { part: 'absences', rule: { kind: 'penalty', points: 15, perUnit: 5 } },
            { part: 'referrals', rule: proportional(27, 20) },
            { part: 'visitors', rule: proportional(8, 20) },
            { part: 'training', rule: proportional(22, 10) },
            { part: 'testimonials', rule: proportional(2, 5) },
            { part: 'tyfcb', rule: proportional(20_000, 15) },
            { part: 'onTime', rule: fewest([0, 5], [1, 2]) },
            { part: 'oneToOnes', rule: proportional(22, 10) },
          ],
          colours: [
            { colour: 'green', min: 70 },
            { colour: 'amber', min: 40 },
            { colour: 'red', min: 0 },
          ],
          currency: 'BRL',
          periodMonths: 6,
        },
      },
    },
    bniAustralia: {
      source:
        'The UK parts with training scored as CEUs per week (20 points at one a week), as South Australia publishes.',
      rules: {
        attendance: bniAttendance,
        scorecard: {
          ...uk2012,
          parts: replacePart(uk2012, { part: 'training', rule: perWeek([1, 20], [0.75, 15], [0.5, 10], [0.25, 5]) }),
          currency: 'AUD',
        },
      },
    },
    bniChapterStrict: {
      source: 'A BNI chapter’s own rules: two lates make an absence; substitutes at most three times in six months.',
      rules: {
        attendance: { ...bniAttendance, latesPerAbsence: 2, substitutes: { ...NO_SUBSTITUTE_LIMIT, perWindow: 3 } },
        scorecard: uk2012,
      },
    },
    letip: {
      source:
        'LeTip clubs: four excused absences a quarter, two unannounced in a row cost the seat, an alternate at most ' +
        'six times a year and never three in a row, four tips a month.',
      rules: {
        attendance: {
          window: { kind: 'quarter' },
          allowedAbsences: 4,
          substituteIsPresent: true,
          medicalIsAbsence: false,
          latesPerAbsence: null,
          substitutes: { perWindow: null, perYear: 6, maxInARow: 2 },
          consecutiveAbsences: { max: 1, unannouncedOnly: true },
          makeUpWithinDays: null,
          minAttendanceShare: null,
          minOwnShare: null,
        },
        scorecard: {
          parts: [{ part: 'referrals', rule: { kind: 'atLeast', per: 'month', bands: [{ min: 4, points: 100 }] } }],
          colours: [
            { colour: 'green', min: 100 },
            { colour: 'red', min: 0 },
          ],
          currency: 'USD',
          periodMonths: 6,
        },
      },
    },
    rotary: {
      source:
        'Rotary clubs: attend or make up half the meetings each half-year, at least 30 % in your own club, make-ups ' +
        'within 14 days, never four misses in a row.',
      rules: {
        attendance: {
          window: { kind: 'halfYear' },
          allowedAbsences: null,
          substituteIsPresent: false,
          medicalIsAbsence: false,
          latesPerAbsence: null,
          substitutes: NO_SUBSTITUTE_LIMIT,
          consecutiveAbsences: { max: 3, unannouncedOnly: false },
          makeUpWithinDays: 14,
          minAttendanceShare: 0.5,
          minOwnShare: 0.3,
        },
        scorecard: {
          parts: [{ part: 'attendance', rule: { kind: 'atLeast', per: 'share', bands: [{ min: 0.5, points: 100 }] } }],
          colours: [
            { colour: 'green', min: 100 },
            { colour: 'red', min: 0 },
          ],
          currency: 'USD',
          periodMonths: 6,
        },
      },
    },
  };
}

export const PRESETS = /* @__PURE__ */ buildPresets();
