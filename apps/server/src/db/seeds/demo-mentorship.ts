import type { Db } from '../kysely.ts';
import type { MentorshipTable } from '../schema-mentorship.ts';
import { toStamp } from '../sql-values.ts';

const DAY = 86_400_000;

/** email, expertise, capacity, bio */
const MENTORS: Array<[string, string, number, string]> = [
  [
    'president@demo.test',
    'Running a chapter, public speaking, professional services marketing',
    1,
    'Twelve years in the chapter and two terms as President. Happy to help newer members make their weekly presentation count.',
  ],
  [
    'board@demo.test',
    'Bookkeeping, cash flow, pricing your services',
    2,
    'Accountant to a hundred local firms. I help members get their numbers straight before they grow.',
  ],
  [
    'member2@demo.test',
    'Financial planning, referral follow-up, CRM habits',
    3,
    'I track every referral I get and give. Ask me how to turn a warm lead into a client within a week.',
  ],
  [
    'member11@demo.test',
    'Social media, websites, LinkedIn for referrals',
    2,
    'Digital marketer. I help members show up online so the referrals they get can find them.',
  ],
  [
    'member7@demo.test',
    'Work-life balance, building routines, first year in business',
    2,
    'Physiotherapist and practice owner; I mentor members through their first year of membership.',
  ],
];

/** mentor, mentee, status, days ago it started, days ago it ended, goals, message, assigned by, decline reason */
type Pairing = [
  string,
  string,
  MentorshipTable['status'],
  number,
  number | null,
  string,
  string | null,
  string | null,
  string | null,
];

const PAIRINGS: Pairing[] = [
  [
    'board@demo.test',
    'member10@demo.test',
    'completed',
    160,
    55,
    'Price my landscaping packages so winter work pays',
    'I keep undercharging for big jobs. Could we look at my quotes together?',
    null,
    null,
  ],
  [
    'president@demo.test',
    'member16@demo.test',
    'active',
    95,
    null,
    'Settle into the chapter: weekly presentation, first one-to-ones, first referrals',
    null,
    'vp@demo.test',
    null,
  ],
  [
    'member2@demo.test',
    'member19@demo.test',
    'active',
    42,
    null,
    'Follow up every referral within 48 hours and keep a simple pipeline',
    'I lose track of leads after the meeting. I would love to learn your system.',
    null,
    null,
  ],
  [
    'member11@demo.test',
    'member18@demo.test',
    'declined',
    120,
    118,
    'Get my first clients through LinkedIn',
    null,
    null,
    'My places are taken this quarter; Umar may be a better fit for LinkedIn.',
  ],
  [
    'member11@demo.test',
    'member20@demo.test',
    'pending',
    2,
    null,
    'A website that brings security-system enquiries',
    'My site gets no enquiries. Could you look at it with me?',
    null,
    null,
  ],
  [
    'member2@demo.test',
    'member14@demo.test',
    'pending',
    5,
    null,
    'Plan the garage’s finances for a second workshop',
    'Would you help me think through the numbers over a few coffees?',
    null,
    null,
  ],
];

/**
 * Mentors of Riverside Chapter and six months of mentorships in every state (demo seed). member1 is left
 * without one, so a newcomer signing in as member1 can apply from a clean slate.
 */
export async function seedDemoMentorship(db: Db, now: Date): Promise<void> {
  const users = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.email', 'm.group_id'])
    .where('u.email', 'like', '%@demo.test')
    .execute();
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const user = (email: string) => {
    const found = byEmail.get(email);
    if (!found) throw new Error(`demo user ${email} missing`);
    return found;
  };
  const ago = (days: number) => toStamp(new Date(now.getTime() - days * DAY));
  await db.transaction().execute(async (trx) => {
    for (const [email, expertise, capacity, bio] of MENTORS) {
      const u = user(email);
      await trx
        .insertInto('mentor_profiles')
        .values({
          user_id: u.id,
          group_id: u.group_id,
          expertise,
          bio,
          capacity,
          accepting: 1,
          created_at: ago(170),
          updated_at: ago(170),
        })
        .execute();
    }
    for (const [mentor, mentee, status, started, ended, goals, message, assignedBy, reason] of PAIRINGS) {
      const m = user(mentor);
      await trx
        .insertInto('mentorships')
        .values({
          group_id: m.group_id,
          mentor_id: m.id,
          mentee_id: user(mentee).id,
          status,
          goals,
          message,
          decline_reason: reason,
          assigned_by: assignedBy ? user(assignedBy).id : null,
          created_at: ago(started + (status === 'pending' || assignedBy ? 0 : 3)),
          updated_at: ago(ended ?? started),
          started_at: status === 'active' || status === 'completed' ? ago(started) : null,
          ended_at: ended === null ? null : ago(ended),
        })
        .execute();
    }
  });
}
