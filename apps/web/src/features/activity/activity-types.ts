import type { ActivityType as ApiType } from '@chapter/shared/activity.labels';
import { activityMessages } from './messages.ts';

const { text } = activityMessages;

/** The activity pages, with the words each one needs (docs/activity-records.md). */
export interface LegendEntry {
  label: string;
  meaning: string;
  /** A token colour: the dot beside the label. */
  tone: 'primary' | 'success' | 'warning' | 'destructive' | 'muted';
}

/** A legend entry's id: its `legendLabel` and `legendMeaning` in the catalogue. */
type LegendId =
  | 'new'
  | 'contacted'
  | 'in_progress'
  | 'won'
  | 'lost'
  | 'pending'
  | 'approved'
  | 'new_or_repeat'
  | 'inside_or_outside'
  | 'requested'
  | 'rescheduled'
  | 'confirmed'
  | 'completed'
  | 'declined'
  | 'private'
  | 'published'
  | 'recorded'
  | 'awarded';

/** One activity page's words, each in the active language when read (docs/i18n.md). */
interface ActivityType {
  /** The API's type: the catalogue's messages choose their words by it. */
  type: ApiType;
  readonly title: string;
  readonly description: string;
  /** The empty Given tab's hint. */
  readonly given: string;
  /** The empty Received tab's hint. */
  readonly received: string;
  readonly legend: LegendEntry[];
}

/** A legend entry's label ("Won", "Private") in the active language. */
export const legendLabel = (id: LegendId): string => text('legendLabel', { id });

const page = (type: ApiType, legend: Array<[LegendId, LegendEntry['tone']]>): ActivityType => ({
  type,
  get title() {
    return text('typeTitle', { type });
  },
  get description() {
    return text('typeDescription', { type });
  },
  get given() {
    return text('givenHint', { type });
  },
  get received() {
    return text('receivedHint', { type });
  },
  get legend() {
    return legend.map(([id, tone]) => ({ label: legendLabel(id), meaning: text('legendMeaning', { id }), tone }));
  },
});

export const ACTIVITY_TYPES: Record<string, ActivityType> = {
  referral: page('referral', [
    ['new', 'primary'],
    ['contacted', 'muted'],
    ['in_progress', 'warning'],
    ['won', 'success'],
    ['lost', 'destructive'],
  ]),
  'closed-business': page('closed_business', [
    ['pending', 'warning'],
    ['approved', 'success'],
    ['new_or_repeat', 'primary'],
    ['inside_or_outside', 'muted'],
  ]),
  'one-to-one': page('one_to_one', [
    ['requested', 'primary'],
    ['rescheduled', 'warning'],
    ['confirmed', 'success'],
    ['completed', 'muted'],
    ['declined', 'destructive'],
  ]),
  testimonials: page('testimonial', [
    ['private', 'muted'],
    ['published', 'success'],
  ]),
  'training-credits': page('training_credit', [
    ['recorded', 'primary'],
    ['awarded', 'success'],
  ]),
};

export function activityType(type: string | undefined): ActivityType | undefined {
  return type !== undefined && Object.hasOwn(ACTIVITY_TYPES, type) ? ACTIVITY_TYPES[type] : undefined;
}
