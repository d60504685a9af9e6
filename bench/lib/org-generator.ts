/**
 * A synthetic organisation for the Thursday 7 am benchmark: N chapters of M members with six months of history,
 * written in bulk (multi-row inserts of a few thousand rows) into a private PostgreSQL schema that
 * `drop()` removes. The rows follow the demo seed (apps/server/src/db/seeds): the same roles, PALMS attendance on
 * weekly meetings, RSVPs, referrals with their approval, thanks for closed business linked to won referrals,
 * one-to-ones, testimonials, training credits, inbox conversations, visitors, substitutions and mentorships.
 * The database triggers stay on, so the derived columns (roster sort names, inbox counters) are the server's own.
 *
 * Every chapter meets on the same weekday at the same time: the next meeting starts `leadMinutes` after the
 * generator runs (rounded up to five minutes, UTC), so "the 30 minutes before the meeting" is now.
 */
import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '../../apps/server/src/db/kysely.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { toStamp } from '../../apps/server/src/db/sql-values.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords.ts';
import { scheduledOccurrences } from '../../apps/server/src/modules/meetings/meeting-schedule.ts';
import { pgQuery } from '../../apps/server/src/test/server-process.ts';
import { seededRandom } from './seeded-random.ts';

interface OrgOptions {
  chapters: number;
  membersPerChapter: number;
  /** Weeks of history (26 = six months). */
  weeks: number;
  /** Minutes from now to the start of every chapter's next meeting (rounded up to 5 minutes). */
  leadMinutes: number;
}

export const DEFAULT_ORG: OrgOptions = { chapters: 200, membersPerChapter: 40, weeks: 26, leadMinutes: 30 };

/** The one password every generated member signs in with (hashed once, the hash reused for every account). */
export const ORG_PASSWORD = 'Thursday-7am-Chapter!';

/** The leadership a chapter has, by index in its member list; everyone else is a Member. */
const CHAPTER_ROLES = ['President', 'Vice President', 'Board Member', 'Secretary Treasurer'] as const;

interface OrgMember {
  id: number;
  email: string;
  role: string;
}

export interface OrgChapter {
  groupId: number;
  /** The meeting every member prepares for: the group's next scheduled chapter meeting. */
  meetingId: number;
  members: OrgMember[];
}

export interface Org {
  schema: string;
  /** DATABASE_URL whose connections use the schema. */
  url: string;
  chapters: OrgChapter[];
  meetingStartsAt: string;
  counts: Record<string, number>;
  seconds: number;
  drop(): Promise<void>;
}

const DAY = 86_400_000;
/** PostgreSQL takes at most 65,535 parameters per statement. */
const MAX_PARAMS = 60_000;

const FIRST = (
  'Ada, Ben, Carla, Dev, Elena, Felix, Gita, Hugo, Ines, Jonas, Kira, Liam, Mona, Nils, Olga, Pavel, ' +
  'Quinn, Rosa, Sami, Tess, Umar, Vera, Wes, Xiu, Yara, Zane, Aisha, Bruno, Chloe, Dario, Emma, Farid, ' +
  'Greta, Hana, Ivan, Julia, Kofi, Lena, Milo, Nora'
).split(', ');
const LAST = (
  'Abbott, Baker, Costa, Duarte, Ellis, Fischer, Garcia, Hughes, Iqbal, Jensen, Khan, Larsen, Moreau, ' +
  'Novak, Okafor, Patel, Quist, Rossi, Silva, Tanaka, Ulloa, Varga, Weber, Yilmaz, Zhou, Adler, ' +
  'Brandt, Cruz, Dimitrov, Eze, Fontaine, Grant, Haddad, Ito, Jovanovic, Kowalski, Lindqvist, Mendes, ' +
  'Nakamura, Ortega'
).split(', ');
/** One holder per classification and chapter (a unique index): 40 distinct trades. */
const TRADES = (
  'Family Lawyer, Roofer, Accountant, Commercial Printer, Residential Realtor, Financial Planner, ' +
  'Dentist, Plumber, Insurance Broker, IT Support, Physiotherapist, Electrician, Caterer, Landscaper, ' +
  'Digital Marketer, Mortgage Broker, Photographer, Mechanic, Interior Designer, Web Designer, ' +
  'Chiropractor, Commercial Cleaner, Travel Agent, Security Installer, Florist, Event Planner, ' +
  'Business Lawyer, Personal Trainer, Baker, Window Fitter, Translator, Architect, Optician, ' +
  'Veterinarian, Copywriter, Locksmith, Painter, HR Consultant, Video Producer, Solar Installer'
).split(', ');
const CITIES = ['Riverside', 'Harbour', 'Oakwood', 'Millbrook', 'Northgate', 'Lakeside', 'Southfield', 'Westmere'];
const PROSPECTS = [
  ['Harper Logistics', 'Needs a review of their commercial lease'],
  ['The Greenes', 'Buying their first home in the spring'],
  ['Oakridge Bakery', 'Looking for bookkeeping and payroll help'],
  ['Dr. Fiona Marsh', 'Moving her practice and needs IT set up'],
  ['Pinewood School PTA', 'Planning a fundraising gala'],
  ['Marco Bianchi', 'Wants a bathroom remodel before summer'],
  ['Lakeside Gym', 'Needs a new website and local marketing'],
  ['Hannah Cole', 'Retiring next year, wants financial advice'],
] as const;
const TRAININGS = [
  ['Member Success Program', 'Regional office', 3],
  ['Presentation Skills Workshop', 'Regional office', 2],
  ['Referral Skills Masterclass', 'BNI University', 2],
] as const;
const PLACES = ['Coffee House', 'Mill Street Diner', 'Video call', 'Harbour Café', 'Member’s office'];
const LINES = [
  'Thanks for the introduction yesterday, they called me this morning.',
  'Are you free for a one-to-one next week? Tuesday works for me.',
  'Could you bring a few of your cards on Thursday? I have two people asking.',
  'Great presentation this week, the case study really landed.',
  'I passed your name to a neighbour who needs exactly what you do.',
  'See you at the meeting, I will bring a visitor.',
];

/** DATABASE_URL whose connections use `schema` (as the server's tests build it). */
function withSearchPath(pgUrl: string, schema: string): string {
  return `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/**
 * Multi-row inserts of as many rows as the parameter limit allows, `parallel` statements in flight at a time;
 * resolves with the returned rows in order. Tables whose triggers update shared counter rows (messages and
 * conversation participants: the inbox counters) take one at a time, or two statements could deadlock.
 */
async function bulk<R>(
  rows: readonly Record<string, unknown>[],
  insert: (chunk: Record<string, unknown>[]) => Promise<R[]>,
  parallel = 2,
): Promise<R[]> {
  if (rows.length === 0) return [];
  const columns = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size) as Record<string, unknown>[]);
  const out: R[][] = new Array(chunks.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < chunks.length; i = next++) out[i] = await insert(chunks[i] as Record<string, unknown>[]);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return out.flat();
}

// biome-ignore lint/suspicious/noExplicitAny: rows are built per table below; the database checks them.
type AnyRows = any;

/** Builds the organisation in a new schema of the database at `pgUrl`; `drop()` removes it. */
export async function generateOrg(pgUrl: string, opts: Partial<OrgOptions> = {}): Promise<Org> {
  const o = { ...DEFAULT_ORG, ...opts };
  const begun = performance.now();
  const schema = `bench_thursday_${randomBytes(5).toString('hex')}`;
  await pgQuery(pgUrl, `create schema "${schema}"`);
  const url = withSearchPath(pgUrl, schema);
  const drop = async () => {
    await pgQuery(pgUrl, `drop schema if exists "${schema}" cascade`);
  };
  const handle = createDb({ databaseUrl: url, sqliteFile: '' });
  try {
    await migrateToLatest(handle.db, 'postgres');
    const result = await fill(handle.db, o);
    await pgQuery(url, 'analyze');
    return { schema, url, ...result, seconds: (performance.now() - begun) / 1000, drop };
  } catch (err) {
    await handle.close().catch(() => undefined);
    await drop().catch(() => undefined);
    throw err;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

async function fill(db: Db, o: OrgOptions) {
  const rnd = seededRandom(20260702);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const now = new Date();
  const stamp = toStamp(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const counts: Record<string, number> = {};
  const count = (table: string, n: number) => {
    counts[table] = (counts[table] ?? 0) + n;
  };
  /** Rows of a table whose ids nothing here needs back. */
  const insertAll = async (table: string, rows: readonly Record<string, unknown>[]) => {
    await bulk(
      rows,
      async (chunk) => {
        await db
          .insertInto(table as 'attendance')
          .values(chunk as AnyRows)
          .execute();
        return [];
      },
      table === 'messages' ? 1 : 2,
    );
    count(table, rows.length);
  };

  // Every chapter's next meeting: `leadMinutes` from now, on a five-minute mark, in UTC.
  const FIVE = 5 * 60_000;
  const meetingAt = new Date(Math.ceil((now.getTime() + o.leadMinutes * 60_000) / FIVE) * FIVE);
  const meetingTime = meetingAt.toISOString().slice(11, 16);
  const passwordHash = await hashPassword(ORG_PASSWORD);
  const founded = toStamp(at(3 * 365));

  const groups = await bulk(
    Array.from({ length: o.chapters }, (_, c) => ({
      name: `${CITIES[c % CITIES.length]} Chapter ${c + 1}`,
      status: 'active',
      image_url: null,
      code: String(700_000 + c),
      capacity: 50,
      accepting_members: 1,
      timezone: 'UTC',
      allow_substitute_login: 0,
      meeting_weekday: meetingAt.getUTCDay(),
      meeting_time: meetingTime,
      meeting_duration_minutes: 90,
      meeting_location: `${CITIES[c % CITIES.length]} Community Hall, room ${1 + (c % 9)}`,
      meeting_online_link: null,
      created_at: founded,
      updated_at: founded,
    })),
    (chunk) =>
      db
        .insertInto('groups')
        .values(chunk as AnyRows)
        .returningAll()
        .execute(),
  );
  count('groups', groups.length);

  // Members: the first four of each chapter hold its leadership roles.
  interface Person extends OrgMember {
    chapter: number;
    level: number;
    name: string;
  }
  const userRows = [];
  for (let c = 0; c < o.chapters; c++) {
    for (let j = 0; j < o.membersPerChapter; j++) {
      const first = FIRST[(c * 7 + j) % FIRST.length] as string;
      const last = LAST[(c * 13 + j * 3) % LAST.length] as string;
      userRows.push({
        email: `c${c + 1}.m${j + 1}@org.test`,
        name: `${first} ${last}`,
        password_hash: passwordHash,
        status: 'active',
        is_admin: 0,
        company_name: `${last} ${TRADES[j % TRADES.length]?.split(' ')[0]} Co`,
        classification: null,
        phone: `+1 555 ${String(c).padStart(3, '0')} ${String(j).padStart(4, '0')}`,
        website: null,
        bio: null,
        avatar_key: null,
        must_change_password: 0,
        password_expires_at: null,
        last_seen_at: stamp,
        created_at: founded,
        updated_at: founded,
      });
    }
  }
  const users = await bulk(userRows, (chunk) =>
    db
      .insertInto('users')
      .values(chunk as AnyRows)
      .returning(['id', 'email', 'name'])
      .execute(),
  );
  count('users', users.length);
  const people: Person[][] = [];
  for (let c = 0; c < o.chapters; c++) {
    people.push(
      users.slice(c * o.membersPerChapter, (c + 1) * o.membersPerChapter).map((u, j) => ({
        id: u.id,
        email: u.email,
        name: u.name,
        role: CHAPTER_ROLES[j] ?? 'Member',
        chapter: c,
        // Members differ on purpose (some strong, some weak), so figures and traffic lights have shape.
        level: 0.1 + ((j * 37 + c * 11) % 86) / 100,
      })),
    );
  }

  const memberships = await bulk(
    people.flatMap((chapter, c) =>
      chapter.map((p, j) => ({
        user_id: p.id,
        group_id: groups[c]?.id,
        role: p.role,
        status: 'active',
        classification: TRADES[j % TRADES.length],
        joined_at: toStamp(at(200 + ((j * 137 + c * 31) % 900))),
        // Far enough ahead that no renewal reminder falls due during a run.
        renewal_due: toStamp(at(-(120 + ((j * 53 + c) % 300)))),
        sponsor_id: null,
        created_at: founded,
        updated_at: founded,
      })),
    ),
    (chunk) =>
      db
        .insertInto('memberships')
        .values(chunk as AnyRows)
        .returning('id')
        .execute(),
  );
  count('memberships', memberships.length);

  // Meetings: the group schedule's weekly occurrences from `weeks` ago to 180 days ahead (what the server
  // itself generates ahead), past ones completed.
  const from = new Date(meetingAt.getTime() - o.weeks * 7 * DAY - 3_600_000);
  const to = new Date(now.getTime() + 180 * DAY);
  const meetingRows = groups.flatMap((g) =>
    scheduledOccurrences(g, from, to, stamp).map((r) => ({
      ...r,
      status: (r.starts_at as string) < stamp ? 'completed' : 'scheduled',
      agenda:
        '<p><strong>Open networking</strong> from 6:45</p><ul><li>Member introductions (60 seconds each)</li><li>Feature presentation</li><li>Referrals and thank-yous</li></ul>',
    })),
  );
  const meetings = await bulk(meetingRows, (chunk) =>
    db
      .insertInto('meetings')
      .values(chunk as AnyRows)
      .returning(['id', 'group_id', 'starts_at', 'status'])
      .execute(),
  );
  count('meetings', meetings.length);
  const meetingAtStamp = toStamp(meetingAt);
  const byGroup = new Map<number, { past: typeof meetings; next: number }>();
  for (const m of meetings) {
    const entry = byGroup.get(m.group_id) ?? { past: [], next: 0 };
    if (m.status === 'completed') entry.past.push(m);
    if (m.starts_at === meetingAtStamp) entry.next = m.id;
    byGroup.set(m.group_id, entry);
  }

  // Attendance (PALMS) on every past meeting, reliability from 55 % to 98 %; RSVPs on past meetings and, from
  // a third of the members, on the coming one already; a substitution behind each 'substitute' mark.
  const attendance = [];
  const rsvps = [];
  const substitutions = [];
  const responses = ['attending', 'attending', 'attending', 'tentative', 'not_attending'] as const;
  for (const [c, chapter] of people.entries()) {
    const g = groups[c] as { id: number };
    const { past, next } = byGroup.get(g.id) ?? { past: [], next: 0 };
    const secretary = chapter[3]?.id ?? null;
    for (const [j, p] of chapter.entries()) {
      const reliability = 0.55 + ((j * 37 + c) % 44) / 100;
      for (const m of past) {
        const r = rnd();
        let status = 'present';
        if (r > reliability) status = rnd() < 0.5 ? 'absent' : rnd() < 0.5 ? 'substitute' : 'medical';
        else if (r > reliability - 0.06) status = 'late';
        attendance.push({
          meeting_id: m.id,
          user_id: p.id,
          group_id: g.id,
          meeting_starts_at: m.starts_at,
          status,
          recorded_by: secretary,
          recorded_at: m.starts_at,
        });
        if (rnd() < 0.75) {
          rsvps.push({
            meeting_id: m.id,
            user_id: p.id,
            response: status === 'absent' || status === 'medical' ? 'not_attending' : 'attending',
            updated_at: toStamp(new Date(Date.parse(m.starts_at) - 2 * DAY)),
          });
        }
        if (status === 'substitute') {
          const note = { substituteId: null, substituteName: 'Sam Stand-In', substitutionStatus: 'approved' };
          substitutions.push({
            meeting_id: m.id,
            group_id: g.id,
            member_id: p.id,
            substitute_user_id: null,
            substitute_name: 'Sam Stand-In',
            substitute_email: `stand-in.${p.id}@org.test`,
            note: JSON.stringify({ ...note, content: 'Away with a client' }),
            status: 'approved',
            decided_by: chapter[1]?.id ?? null,
            decided_at: toStamp(new Date(Date.parse(m.starts_at) - DAY)),
            decision_reason: null,
            created_at: toStamp(new Date(Date.parse(m.starts_at) - 3 * DAY)),
            updated_at: toStamp(new Date(Date.parse(m.starts_at) - DAY)),
          });
        }
      }
      if (next && j % 3 === 0) {
        rsvps.push({ meeting_id: next, user_id: p.id, response: responses[j % responses.length], updated_at: stamp });
      }
    }
  }
  await insertAll('attendance', attendance);
  await insertAll('meeting_rsvps', rsvps);
  await insertAll('substitutions', substitutions);

  // Activity, as the demo seed makes it: referrals (most approved, the last few days' waiting), thanks for
  // closed business from most won referrals, one-to-ones, testimonials and training credits.
  let seq = 0;
  interface NewActivity extends Record<string, unknown> {
    giver_id: number;
    status: string;
    created_at: string;
  }
  interface Activity extends NewActivity {
    client_request_id: string;
  }
  const firstPass: Activity[] = [];
  const won: { key: string; giver: Person; receiver: Person; daysAgo: number; prospect: string; need: string }[] = [];
  const history = new Map<string, [string, string, number][]>();
  const record = (row: NewActivity, steps: [string, string, number][]): Activity => {
    const key = `org-${++seq}`;
    history.set(key, [['created', row.status, row.giver_id], ...steps]);
    return { ...row, client_request_id: key, updated_at: row.created_at };
  };
  const base = {
    approval_status: null,
    approval_reason: null,
    decided_by: null,
    decided_at: null,
    amount_cents: null,
    currency: null,
    credits: null,
    published: 0,
    referral_id: null,
    request_hash: null,
  };
  for (const chapter of people) {
    const g = groups[chapter[0]?.chapter ?? 0] as { id: number };
    const approver = chapter[1] as Person;
    const other = (p: Person) => {
      for (;;) {
        const m = pick(chapter);
        if (m.id !== p.id && rnd() < 0.3 + m.level) return m;
      }
    };
    for (const giver of chapter) {
      const lv = giver.level;
      const referrals = Math.round(lv * 26 * (0.7 + rnd() * 0.5));
      for (let i = 0; i < referrals; i++) {
        const receiver = other(giver);
        const daysAgo = rnd() * o.weeks * 7;
        const [prospect, need] = pick(PROSPECTS);
        const recent = daysAgo < 6;
        const status = recent
          ? pick(['new', 'contacted'])
          : daysAgo < 30
            ? pick(['contacted', 'in_progress', 'won'])
            : rnd() < 0.65
              ? 'won'
              : 'lost';
        const approval = recent ? 'pending' : rnd() < 0.05 ? 'rejected' : 'approved';
        const decider = approver.id === giver.id || approver.id === receiver.id ? (chapter[0] as Person) : approver;
        const created = toStamp(at(daysAgo));
        const row = record(
          {
            ...base,
            group_id: g.id,
            type: 'referral',
            giver_id: giver.id,
            receiver_id: receiver.id,
            status,
            approval_status: approval,
            approval_reason: approval === 'rejected' ? 'Same prospect was passed last month' : null,
            decided_by: approval === 'pending' ? null : decider.id,
            decided_at: approval === 'pending' ? null : toStamp(at(Math.max(0, daysAgo - 3))),
            summary: prospect,
            details: JSON.stringify({
              prospectName: prospect,
              prospectContact: null,
              description: need,
              temperature: 1 + Math.floor(rnd() * 5),
              scope: rnd() < 0.8 ? 'outside' : 'inside',
            }),
            occurred_at: created,
            created_at: created,
          },
          [
            ...(status !== 'new' ? [['status', status, receiver.id] as [string, string, number]] : []),
            ...(approval !== 'pending' ? [[approval, status, decider.id] as [string, string, number]] : []),
          ],
        );
        firstPass.push(row);
        if (status === 'won' && approval === 'approved' && rnd() < 0.8) {
          won.push({ key: row.client_request_id, giver, receiver, daysAgo, prospect, need });
        }
      }
      const oneToOnes = Math.round(lv * 14 * (0.7 + rnd() * 0.5));
      for (let i = 0; i < oneToOnes; i++) {
        const partner = other(giver);
        const daysAgo = rnd() * (o.weeks * 7 + 5) - 10;
        const future = daysAgo < 0;
        const status = future
          ? pick(['requested', 'confirmed', 'rescheduled'])
          : rnd() < 0.9
            ? 'completed'
            : 'declined';
        const done = status === 'completed';
        firstPass.push(
          record(
            {
              ...base,
              group_id: g.id,
              type: 'one_to_one',
              giver_id: giver.id,
              receiver_id: partner.id,
              status,
              summary: pick(PLACES),
              details: JSON.stringify({
                location: pick(PLACES),
                proposedBy: status === 'rescheduled' ? partner.id : giver.id,
                giverConfirmed: done,
                receiverConfirmed: done,
                note: null,
              }),
              occurred_at: toStamp(at(daysAgo)),
              created_at: toStamp(at(Math.max(daysAgo + 7, 0.5))),
            },
            status === 'requested'
              ? []
              : [
                  [
                    status === 'rescheduled' ? 'propose' : status === 'declined' ? 'decline' : 'accept',
                    status,
                    partner.id,
                  ],
                ],
          ),
        );
      }
      const testimonials = Math.round(lv * 4 * rnd() + lv);
      for (let i = 0; i < testimonials; i++) {
        const receiver = other(giver);
        const created = toStamp(at(rnd() * o.weeks * 7));
        const text = `${receiver.name} did an outstanding job for us: on time, on budget and a pleasure to work with.`;
        firstPass.push(
          record(
            {
              ...base,
              group_id: g.id,
              type: 'testimonial',
              giver_id: giver.id,
              receiver_id: receiver.id,
              status: 'given',
              published: rnd() < 0.6 ? 1 : 0,
              summary: text.length > 120 ? `${text.slice(0, 117)}…` : text,
              details: JSON.stringify({ text }),
              occurred_at: created,
              created_at: created,
            },
            [],
          ),
        );
      }
      const trainings = Math.round(lv * 5 * (0.6 + rnd() * 0.6));
      for (let i = 0; i < trainings; i++) {
        const [title, provider, credits] = pick(TRAININGS);
        const day = at(rnd() * o.weeks * 7);
        firstPass.push(
          record(
            {
              ...base,
              group_id: g.id,
              type: 'training_credit',
              giver_id: giver.id,
              receiver_id: giver.id,
              status: 'recorded',
              credits,
              summary: title,
              details: JSON.stringify({ title, provider }),
              occurred_at: `${toStamp(day).slice(0, 10)}T12:00:00.000Z`,
              created_at: toStamp(day),
            },
            [],
          ),
        );
      }
    }
  }
  const insertActivities = (rows: Activity[]) =>
    bulk(rows, (chunk) =>
      db
        .insertInto('activity_records')
        .values(chunk as AnyRows)
        .returning(['id', 'client_request_id', 'group_id', 'type', 'giver_id', 'receiver_id', 'created_at'])
        .execute(),
    );
  const stored = await insertActivities(firstPass);
  const idOf = new Map(stored.map((r) => [r.client_request_id, r.id]));
  const thanks = won.map(({ key, giver, receiver, daysAgo, prospect, need }) => {
    const thanksAgo = Math.max(0, daysAgo - 5 - rnd() * 20);
    const approval = thanksAgo < 5 ? 'pending' : 'approved';
    const approver = people[giver.chapter]?.[1] as Person;
    const decider = approver.id === giver.id || approver.id === receiver.id ? people[giver.chapter]?.[0] : approver;
    const created = toStamp(at(thanksAgo));
    return record(
      {
        ...base,
        group_id: groups[giver.chapter]?.id,
        type: 'closed_business',
        giver_id: receiver.id,
        receiver_id: giver.id,
        status: 'recorded',
        approval_status: approval,
        decided_by: approval === 'approved' ? (decider?.id ?? null) : null,
        decided_at: approval === 'approved' ? created : null,
        amount_cents: Math.round((200 + rnd() * rnd() * 24_000) * 100),
        currency: 'USD',
        referral_id: idOf.get(key) ?? null,
        summary: `${need} (${prospect})`,
        details: JSON.stringify({
          businessKind: rnd() < 0.8 ? 'new' : 'repeat',
          scope: 'outside',
          description: `${need} (${prospect})`,
        }),
        occurred_at: created,
        created_at: created,
      },
      approval === 'approved' && decider ? [['approved', 'recorded', decider.id]] : [],
    );
  });
  const storedThanks = await insertActivities(thanks);
  const activities = [...stored, ...storedThanks];
  count('activity_records', activities.length);

  const historyRows = [];
  const unread = [];
  const audit = [];
  const recentCutoff = toStamp(at(7));
  for (const a of activities) {
    for (const [action, status, actor] of history.get(a.client_request_id) ?? []) {
      historyRows.push({
        activity_id: a.id,
        actor_id: actor,
        action,
        from_status: null,
        to_status: status,
        note: null,
        created_at: a.created_at,
      });
    }
    // The last week's records the other member has not opened yet.
    if (a.created_at >= recentCutoff && a.receiver_id !== a.giver_id) {
      unread.push({
        user_id: a.receiver_id,
        box: 'received',
        activity_id: a.id,
        type: a.type,
        created_at: a.created_at,
      });
    }
    audit.push({
      actor_id: a.giver_id,
      group_id: a.group_id,
      action: `activity.${a.type}.created`,
      target_type: 'activity',
      target_id: String(a.id),
      summary: `${a.type.replace('_', ' ')} recorded`,
      created_at: a.created_at,
    });
  }
  await insertAll('activity_status_history', historyRows);
  await insertAll('activity_unread', unread);
  await insertAll('audit_log', audit);

  // Inbox: each member talks with about five others of the chapter, a dozen messages per conversation over
  // the six months, all read except the last one in a fifth of the conversations.
  const pairs: { a: Person; b: Person }[] = [];
  for (const chapter of people) {
    const seen = new Set<string>();
    for (const [j, p] of chapter.entries()) {
      for (let k = 1; k <= 3; k++) {
        const q = chapter[(j + k * 7) % chapter.length] as Person;
        const [a, b] = p.id < q.id ? [p, q] : [q, p];
        const key = `${a.id}:${b.id}`;
        if (a.id === b.id || seen.has(key)) continue;
        seen.add(key);
        pairs.push({ a, b });
      }
    }
  }
  const conversations = await bulk(
    pairs.map(({ a, b }) => ({ user_a_id: a.id, user_b_id: b.id, created_at: toStamp(at(o.weeks * 7)) })),
    (chunk) =>
      db
        .insertInto('conversations')
        .values(chunk as AnyRows)
        .returning(['id', 'user_a_id', 'user_b_id'])
        .execute(),
  );
  count('conversations', conversations.length);
  await bulk(
    conversations.flatMap((c) => [
      { conversation_id: c.id, user_id: c.user_a_id, last_message_id: null },
      { conversation_id: c.id, user_id: c.user_b_id, last_message_id: null },
    ]),
    (chunk) =>
      db
        .insertInto('conversation_participants')
        .values(chunk as AnyRows)
        .execute(),
    1,
  );
  count('conversation_participants', conversations.length * 2);
  const messages = [];
  let messageSeq = 0;
  for (const c of conversations) {
    const n = 6 + Math.floor(rnd() * 12);
    const leaveUnread = rnd() < 0.2;
    let daysAgo = o.weeks * 7 - rnd() * 20;
    for (let i = 0; i < n; i++) {
      daysAgo = Math.max(0.05, daysAgo - rnd() * ((o.weeks * 7) / n) * 1.5);
      const fromA = rnd() < 0.5;
      const sent = toStamp(at(daysAgo));
      const read = !(leaveUnread && i === n - 1);
      messages.push({
        conversation_id: c.id,
        sender_id: fromA ? c.user_a_id : c.user_b_id,
        recipient_id: fromA ? c.user_b_id : c.user_a_id,
        content: pick(LINES),
        client_message_id: `org-msg-${++messageSeq}`,
        is_read: read ? 1 : 0,
        read_at: read ? sent : null,
        deleted_at: null,
        sent_at: sent,
      });
    }
  }
  await insertAll('messages', messages);
  // Each conversation's latest message and count, as the server keeps them (the triggers update the counters).
  await db
    .updateTable('conversation_participants')
    .set((eb) => ({
      last_message_id: eb
        .selectFrom('messages')
        .select((m) => m.fn.max('messages.id').as('m'))
        .whereRef('messages.conversation_id', '=', 'conversation_participants.conversation_id')
        .where('messages.deleted_at', 'is', null),
    }))
    .execute();
  await db
    .updateTable('conversations')
    .set((eb) => ({
      message_count: eb
        .selectFrom('messages')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('messages.conversation_id', '=', 'conversations.id')
        .where('messages.deleted_at', 'is', null),
    }))
    .execute();

  // Visitors invited by members over the months, most checked in at the meeting they came to.
  const visitorRows = [];
  const visitorMeeting: number[] = [];
  for (const [c, chapter] of people.entries()) {
    const g = groups[c] as { id: number };
    const { past, next } = byGroup.get(g.id) ?? { past: [], next: 0 };
    for (let v = 0; v < 8; v++) {
      const inviter = chapter[(v * 5 + 4) % chapter.length] as Person;
      const visited = v < 6 && past.length > 0;
      const meeting = visited ? past[past.length - 1 - ((v * 3) % past.length)] : undefined;
      const created = visited && meeting ? toStamp(new Date(Date.parse(meeting.starts_at) - 7 * DAY)) : stamp;
      visitorRows.push({
        group_id: g.id,
        invited_by: inviter.id,
        meeting_id: visited ? (meeting?.id ?? null) : next || null,
        user_id: null,
        name: `${pick(FIRST)} ${pick(LAST)}`,
        email: `visitor.${c + 1}.${v + 1}@org.test`,
        phone: null,
        company: `${pick(LAST)} & Partners`,
        classification: TRADES[(v * 11 + c) % TRADES.length],
        status: visited ? (v === 0 ? 'applied' : 'attended') : 'invited',
        notes: visited ? 'Enjoyed the meeting; follow up about a 1-2-1.' : null,
        first_visit_meeting_id: visited ? (meeting?.id ?? null) : null,
        first_visit_at: visited ? (meeting?.starts_at ?? null) : null,
        created_at: created,
        updated_at: created,
      });
      visitorMeeting.push(visited ? (meeting?.id ?? 0) : 0);
    }
  }
  const visitors = await bulk(visitorRows, (chunk) =>
    db
      .insertInto('visitors')
      .values(chunk as AnyRows)
      .returning(['id', 'first_visit_at', 'group_id'])
      .execute(),
  );
  count('visitors', visitors.length);
  const checkins = visitors.flatMap((v, i) =>
    visitorMeeting[i]
      ? [
          {
            meeting_id: visitorMeeting[i],
            visitor_id: v.id,
            checked_in_by: people[Math.floor(i / 8)]?.[3]?.id ?? null,
            checked_in_at: v.first_visit_at,
          },
        ]
      : [],
  );
  await insertAll('visitor_checkins', checkins);

  // Mentoring: three mentors per chapter, two active pairs and one completed.
  const profiles = [];
  const mentorships = [];
  for (const [c, chapter] of people.entries()) {
    const g = groups[c] as { id: number };
    for (const k of [0, 2, 6]) {
      const mentor = chapter[k] as Person;
      profiles.push({
        user_id: mentor.id,
        group_id: g.id,
        expertise: 'Referral follow-up, presenting your business, first year in the chapter',
        bio: 'Happy to help newer members make their weekly presentation count.',
        capacity: 2,
        accepting: 1,
        created_at: toStamp(at(150)),
        updated_at: toStamp(at(150)),
      });
    }
    for (const [n, [m, e, status]] of (
      [
        [0, 30, 'active'],
        [2, 31, 'active'],
        [6, 32, 'completed'],
      ] as const
    ).entries()) {
      const mentor = chapter[m] as Person;
      const mentee = chapter[e % chapter.length] as Person;
      mentorships.push({
        group_id: g.id,
        mentor_id: mentor.id,
        mentee_id: mentee.id,
        status,
        goals: 'Give my first referral inside the chapter and book four one-to-ones.',
        message: null,
        decline_reason: null,
        assigned_by: chapter[0]?.id ?? null,
        created_at: toStamp(at(120 - n * 10)),
        updated_at: toStamp(at(status === 'completed' ? 20 : 120 - n * 10)),
        started_at: toStamp(at(120 - n * 10)),
        ended_at: status === 'completed' ? toStamp(at(20)) : null,
      });
    }
  }
  await insertAll('mentor_profiles', profiles);
  await insertAll('mentorships', mentorships);

  const chapters: OrgChapter[] = people.map((chapter, c) => ({
    groupId: groups[c]?.id as number,
    meetingId: byGroup.get(groups[c]?.id as number)?.next ?? 0,
    members: chapter.map(({ id, email, role }) => ({ id, email, role })),
  }));
  if (chapters.some((c) => !c.meetingId)) throw new Error('a chapter has no coming meeting');
  return { chapters, meetingStartsAt: meetingAtStamp, counts };
}
