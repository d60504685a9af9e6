import type { Db } from '../kysely.ts';
import { flag, toStamp } from '../sql-values.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoAdmin } from './demo-admin.ts';
import { seedDemoChannel } from './demo-channel.ts';
import { seedDemoMeetings } from './demo-meetings.ts';
import { seedDemoMentorship } from './demo-mentorship.ts';

const PEOPLE: Array<[string, string, string, string]> = [
  // name, company, classification, role (the first five are the leadership team)
  ['Patricia Owens', 'Owens Family Law', 'Family Lawyer', 'President'],
  ['Victor Alvarez', 'Alvarez Roofing', 'Roofer', 'Vice President'],
  ['Beatrice Kim', 'Kim & Co Accountants', 'Accountant', 'Board Member'],
  ['Samuel Reyes', 'Reyes Print Studio', 'Commercial Printer', 'Secretary Treasurer'],
  ['Maya Thompson', 'Thompson Realty', 'Residential Realtor', 'Member'],
  ['Daniel Okafor', 'Okafor Financial Planning', 'Financial Planner', 'Member'],
  ['Grace Liu', 'Liu Dental Care', 'Dentist', 'Member'],
  ['Henry Walsh', 'Walsh Plumbing', 'Plumber', 'Member'],
  ['Isabel Moreno', 'Moreno Insurance', 'Insurance Broker', 'Member'],
  ['Jacob Stein', 'Stein IT Services', 'IT Support', 'Member'],
  ['Karen Patel', 'Patel Physiotherapy', 'Physiotherapist', 'Member'],
  ['Leo Fischer', 'Fischer Electric', 'Electrician', 'Member'],
  ['Nina Rossi', 'Rossi Catering', 'Caterer', 'Member'],
  ['Oscar Brennan', 'Brennan Landscapes', 'Landscaper', 'Member'],
  ['Priya Nair', 'Nair Marketing', 'Digital Marketer', 'Member'],
  ['Quentin Hayes', 'Hayes Mortgages', 'Mortgage Broker', 'Member'],
  ['Rachel Adams', 'Adams Photography', 'Photographer', 'Member'],
  ['Stefan Novak', 'Novak Auto Repair', 'Mechanic', 'Member'],
  ['Tara Quinn', 'Quinn Interiors', 'Interior Designer', 'Member'],
  ['Umar Siddiqui', 'Siddiqui Web Design', 'Web Designer', 'Member'],
  ['Valerie Chen', 'Chen Chiropractic', 'Chiropractor', 'Member'],
  ['Walter Grant', 'Grant Commercial Cleaning', 'Commercial Cleaner', 'Member'],
  ['Xena Lopez', 'Lopez Travel', 'Travel Agent', 'Member'],
  ['Yusuf Demir', 'Demir Security Systems', 'Security Installer', 'Member'],
];

/** Renewal due dates in days from the seed date, so a newcomer sees overdue and 30/60/90-day lists at once. */
const RENEWAL_OFFSETS: Record<string, number> = {
  'member4@demo.test': -12,
  'member9@demo.test': -3,
  'member6@demo.test': 9,
  'member11@demo.test': 24,
  'member13@demo.test': 41,
  'member7@demo.test': 58,
  'member10@demo.test': 75,
  'member2@demo.test': 88,
};

/** People who registered with the group code and wait in the approvals queue. */
const APPLICANTS: Array<[string, string, string, string]> = [
  ['Penny Park', 'penny.applicant@demo.test', 'Park Florals', 'Florist'],
  ['Arjun Mehta', 'arjun.applicant@demo.test', 'Mehta Events', 'Event Planner'],
];

function demoEmail(role: string, memberIndex: number): string {
  switch (role) {
    case 'President':
      return 'president@demo.test';
    case 'Vice President':
      return 'vp@demo.test';
    case 'Board Member':
      return 'board@demo.test';
    case 'Secretary Treasurer':
      return 'secretary@demo.test';
    default:
      return `member${memberIndex}@demo.test`;
  }
}

/**
 * A lived-in demo chapter for newcomers (DEMO_SEED=1 on an empty database). Every account shares the
 * password hash passed in, made once from DEMO_PASSWORD.
 */
export async function seedDemo(db: Db, passwordHash: string, now: Date): Promise<void> {
  const stamp = toStamp(now);
  const renewal = toStamp(new Date(now.getTime() + 200 * 86_400_000));
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .insertInto('groups')
      .values({
        name: 'Riverside Chapter',
        status: 'active',
        code: '123456',
        capacity: 50,
        accepting_members: 1,
        timezone: 'America/New_York',
        allow_substitute_login: 0,
        // Wednesday at 7, as the Secretary's message in the channel says (demo-channel.ts).
        meeting_weekday: 3,
        meeting_time: '07:00',
        meeting_duration_minutes: 90,
        meeting_location: 'Riverside Community Hall, 12 Mill Street',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const addUser = async (email: string, name: string, company: string | null, isAdmin = false) =>
      (
        await trx
          .insertInto('users')
          .values({
            email,
            name,
            company_name: company,
            password_hash: passwordHash,
            status: 'active',
            is_admin: flag(isAdmin),
            phone: `+1 555 01${String(email.length).padStart(2, '0')}`,
            created_at: stamp,
            updated_at: stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    let joinIndex = 0;
    /**
     * When a demo member joined: spread over the past three years as in a real chapter (deterministic), so
     * their lights are scored on six months like the numbers beside them; visitors came recently.
     */
    const joinedAt = (role: string) => {
      joinIndex++;
      const daysAgo = role === 'Visitor' ? 12 : role === 'Substitute' ? 40 : 200 + ((joinIndex * 137) % 900);
      return toStamp(new Date(now.getTime() - daysAgo * 86_400_000));
    };
    const addMembership = (
      userId: number,
      role: string,
      classification: string | null,
      renewalDays?: number,
      status: 'active' | 'pending' = 'active',
    ) =>
      trx
        .insertInto('memberships')
        .values({
          user_id: userId,
          group_id: group.id,
          role,
          status,
          classification,
          joined_at: status === 'active' ? joinedAt(role) : null,
          renewal_due:
            status !== 'active'
              ? null
              : renewalDays === undefined
                ? renewal
                : toStamp(new Date(now.getTime() + renewalDays * 86_400_000)),
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();

    await addUser('admin@demo.test', 'Alex Admin', 'Chapter Platform', true);
    let memberIndex = 0;
    for (const [name, company, classification, role] of PEOPLE) {
      if (role === 'Member') memberIndex++;
      const email = demoEmail(role, memberIndex);
      const id = await addUser(email, name, company);
      await addMembership(id, role, classification, RENEWAL_OFFSETS[email]);
    }
    for (const [name, email, company, classification] of APPLICANTS) {
      await addMembership(await addUser(email, name, company), 'Member', classification, undefined, 'pending');
    }
    const visitor = await addUser('visitor@demo.test', 'Vera Visitor', 'Visitor Ventures');
    await addMembership(visitor, 'Visitor', null);
    const substitute = await addUser('substitute@demo.test', 'Sam Substitute', 'Stand-In Services');
    await addMembership(substitute, 'Substitute', null);
    await seedDemoAdmin(trx, group.id, now);
  });
  await seedDemoMeetings(db, now);
  await seedDemoMentorship(db, now);
  await seedDemoActivity(db, now);
  await seedDemoChannel(db, now);
}

export async function isEmpty(db: Db): Promise<boolean> {
  return !(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}
