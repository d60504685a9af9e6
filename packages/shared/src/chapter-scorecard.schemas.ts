import { z } from 'zod';
import { said } from './validation/said.ts';

/**
 * The chapter's own scorecard (docs/chapter-scorecard.md): the chapter's figures over the last whole months, the
 * same months before them, and the median of a comparison group of the organisation's other chapters.
 */

/** Months a period may cover, counted back from the start of the current month. */
export const CHAPTER_CARD_MONTHS = [1, 3, 6, 12] as const;
export type ChapterCardMonths = (typeof CHAPTER_CARD_MONTHS)[number];

/** The figures, in the order the screen shows them. */
export const CHAPTER_FIGURES = [
  'size',
  'joined',
  'left',
  'referralsInside',
  'referralsOutside',
  'visitors',
  'conversion',
  'revenueCents',
  'attendance',
] as const;
export type ChapterFigure = (typeof CHAPTER_FIGURES)[number];

/** How the comparison group is chosen: chapters of similar size (±25 %), every other chapter, or a picked list. */
export const COMPARISON_MODES = ['size', 'all', 'chosen'] as const;
export type ComparisonMode = (typeof COMPARISON_MODES)[number];

/** The share of its size a chapter may differ by and still be "of similar size". */
export const SIMILAR_SIZE_SHARE = 0.25;

/** Most chapters a picked comparison group may hold. */
export const MAX_CHOSEN_CHAPTERS = 50;

export const chapterCardQuery = z.strictObject({
  groupId: z.coerce.number().int().positive().optional(),
  months: z.coerce
    .number()
    .int()
    .refine((n): n is ChapterCardMonths => (CHAPTER_CARD_MONTHS as readonly number[]).includes(n))
    .default(3),
});

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const period = z.object({ first: day, last: day });

export const chapterFigureRow = z.object({
  key: z.enum(CHAPTER_FIGURES),
  /** Null for a share with nothing to divide by (no visitors, no attendance recorded). */
  value: z.number().nullable(),
  previous: z.number().nullable(),
  /** value − previous; null when either is null. */
  change: z.number().nullable(),
  /** Whether a higher value is better (false for members who left). */
  higherIsBetter: z.boolean(),
  comparison: z.object({
    /** Chapters of the comparison group with a value for this figure (revenue: in the same currency). */
    chapters: z.number().int(),
    median: z.number().nullable(),
    lowerQuartile: z.number().nullable(),
    upperQuartile: z.number().nullable(),
    /** This chapter's place among the group and itself, 1 the best; null without a value. */
    rank: z.number().int().nullable(),
    /** Chapters ranked: the group's chapters with a value, and this one. */
    ranked: z.number().int(),
  }),
});
export type ChapterFigureRow = z.infer<typeof chapterFigureRow>;

const chapterRef = z.object({ id: z.number().int(), name: z.string() });

export const chapterComparison = z.object({
  mode: z.enum(COMPARISON_MODES),
  /** Chapters in the group. */
  size: z.number().int(),
  /** Their names: only for callers who may see the organisation's groups (view_groups or manage_groups). */
  chapters: z.array(chapterRef).nullable(),
  /** Whether the caller may change the choice (manage_group in the chapter). */
  canChange: z.boolean(),
  /** Whether the caller may pick chapters by name, and the ones to pick from (null otherwise). */
  choices: z.array(chapterRef).nullable(),
});
export type ChapterComparison = z.infer<typeof chapterComparison>;

export const chapterCardResponse = z.object({
  groupId: z.number().int(),
  months: z.number().int(),
  currency: z.string(),
  current: period,
  previous: period,
  figures: z.array(chapterFigureRow),
  comparison: chapterComparison,
});
export type ChapterCard = z.infer<typeof chapterCardResponse>;

export const comparisonBody = z
  .strictObject({
    groupId: z.number().int().positive().optional(),
    mode: z.enum(COMPARISON_MODES),
    groupIds: z.array(z.number().int().positive()).max(MAX_CHOSEN_CHAPTERS).optional(),
  })
  .refine((b) => b.mode !== 'chosen' || (b.groupIds?.length ?? 0) > 0, {
    message: said('chooseChapter'),
    path: ['groupIds'],
  });
export type ComparisonBody = z.infer<typeof comparisonBody>;
export const comparisonResponse = z.object({ mode: z.enum(COMPARISON_MODES) });
