/** The activity pages, with the words each one needs (docs/activity-records.md). */
export interface LegendEntry {
  label: string;
  meaning: string;
  /** A token colour: the dot beside the label. */
  tone: 'primary' | 'success' | 'warning' | 'destructive' | 'muted';
}

interface ActivityType {
  title: string;
  description: string;
  /** Plural noun for the empty states: "No referrals given yet". */
  noun: string;
  given: string;
  received: string;
  legend: LegendEntry[];
}

export const ACTIVITY_TYPES: Record<string, ActivityType> = {
  referral: {
    title: 'Referrals',
    description: 'Referrals you passed to other members and those passed to you, and how each one is progressing.',
    noun: 'referrals',
    given: 'Referrals you pass to other members appear here, with how each one is progressing.',
    received: 'When a member passes you a referral it appears here, ready for you to follow up.',
    legend: [
      { label: 'New', meaning: 'Passed on, not yet contacted', tone: 'primary' },
      { label: 'Contacted', meaning: 'The receiver has been in touch with the prospect', tone: 'muted' },
      { label: 'In progress', meaning: 'Quoting or negotiating', tone: 'warning' },
      { label: 'Won', meaning: 'Turned into business', tone: 'success' },
      { label: 'Lost', meaning: 'Did not turn into business', tone: 'destructive' },
    ],
  },
  'closed-business': {
    title: 'Closed Business',
    description: 'Thanks for closed business you gave and received, with the amounts and whether each is approved.',
    noun: 'thanks for closed business',
    given: 'When you thank a member for business that came from them, it appears here with the amount.',
    received: 'Thanks from members whose business you helped close appear here.',
    legend: [
      { label: 'Pending', meaning: 'Waiting for a group leader to approve it', tone: 'warning' },
      { label: 'Approved', meaning: "Counted in the group's figures", tone: 'success' },
      { label: 'New or repeat', meaning: 'A first piece of work, or more from the same customer', tone: 'primary' },
      {
        label: 'Inside or outside',
        meaning: 'Business between members, or with a customer a member referred',
        tone: 'muted',
      },
    ],
  },
  'one-to-one': {
    title: 'One-to-Ones',
    description: 'Your one-to-one meetings with other members: requests, confirmed meetings and completed ones.',
    noun: 'one-to-ones',
    given: 'One-to-ones you request appear here until both of you confirm they happened.',
    received: 'Requests from members who would like to meet you appear here.',
    legend: [
      { label: 'Requested', meaning: 'Waiting for the other member to answer', tone: 'primary' },
      { label: 'New time proposed', meaning: 'The other member suggested another time', tone: 'warning' },
      { label: 'Confirmed', meaning: 'Both of you have agreed to meet', tone: 'success' },
      { label: 'Completed', meaning: 'Both confirmed it happened: credit for each of you', tone: 'muted' },
      { label: 'Declined', meaning: 'Not going ahead', tone: 'destructive' },
    ],
  },
  testimonials: {
    title: 'Testimonials',
    description: 'Testimonials you have written for other members and those they have written for you.',
    noun: 'testimonials',
    given: 'Testimonials you write for other members appear here.',
    received: 'Testimonials members write about you appear here; you choose which to publish on your profile.',
    legend: [
      { label: 'Private', meaning: 'Only you and the writer see it', tone: 'muted' },
      { label: 'Published', meaning: 'Shown on your profile', tone: 'success' },
    ],
  },
  'training-credits': {
    title: 'Training Credits',
    description: 'The training you have completed and the credits each session earned.',
    noun: 'training credits',
    given: 'Training you record for yourself appears here with its credits.',
    received: 'Credits awarded to you by your group leaders appear here.',
    legend: [
      { label: 'Recorded', meaning: 'Entered by you', tone: 'primary' },
      { label: 'Awarded', meaning: 'Entered by a group leader', tone: 'success' },
    ],
  },
};

export function activityType(type: string | undefined): ActivityType | undefined {
  return type !== undefined && Object.hasOwn(ACTIVITY_TYPES, type) ? ACTIVITY_TYPES[type] : undefined;
}
