import type { Insertable } from 'kysely';
import type { Db } from '../kysely.ts';
import type { ActivityRecordTable } from '../schema-activity.ts';
import { toStamp } from '../sql-values.ts';

/**
 * Six months of activity for the demo chapter: referrals (most approved, a few waiting), thanks for
 * closed business with amounts, one-to-ones (completed, confirmed, requested), testimonials and training
 * credits. Members differ on purpose — some strong, some weak — so figures and traffic lights have shape.
 * Deterministic (seeded random), so every demo database looks the same relative to its seed date.
 */

const DAY = 86_400_000;
/**
 * Days of history: seven months, so the light's six whole months (docs/decisions/0007-completed-period-scoring.md)
 * are full on any day the demo is seeded.
 */
export const DEMO_HISTORY_DAYS = 215;
const WEEKS = DEMO_HISTORY_DAYS / 7;
/**
 * How active each demo account is (default 0.5): spread as in a working chapter, where most members pull their
 * weight, a handful carry it and a few have drifted, so the lights show green, amber and red.
 */
const LEVEL: Record<string, number> = {
  'president@demo.test': 0.9,
  'vp@demo.test': 0.8,
  'board@demo.test': 0.6,
  'secretary@demo.test': 0.45,
  'member1@demo.test': 0.95,
  'member2@demo.test': 0.7,
  'member3@demo.test': 0.85,
  'member4@demo.test': 0.1,
  'member5@demo.test': 0.75,
  'member8@demo.test': 0.9,
  'member9@demo.test': 0.15,
  'member12@demo.test': 0.8,
  'member14@demo.test': 0.2,
  'member17@demo.test': 0.05,
  'member19@demo.test': 0.25,
  'member6@demo.test': 0.6,
  'member7@demo.test': 0.65,
  'member10@demo.test': 0.7,
  'member11@demo.test': 0.45,
  'member15@demo.test': 0.75,
  'member16@demo.test': 0.4,
  'member18@demo.test': 0.55,
  'member20@demo.test': 0.85,
};

/** How active a demo account is, 0–1: it sets their activity here and their attendance in demo-meetings. */
export const demoLevel = (email: string): number => LEVEL[email] ?? 0.5;
const PROSPECTS = [
  ['Harper Logistics', 'Needs a review of their commercial lease'],
  ['The Greenes', 'Buying their first home in the spring'],
  ['Oakridge Bakery', 'Looking for bookkeeping and payroll help'],
  ['Dr. Fiona Marsh', 'Moving her practice and needs IT set up'],
  ['Pinewood School PTA', 'Planning a fundraising gala'],
  ['Marco Bianchi', 'Wants a bathroom remodel before summer'],
  ['Lakeside Gym', 'Needs a new website and local marketing'],
  ['Hannah Cole', 'Retiring next year, wants financial advice'],
  ['Summit Builders', 'Office needs weekly commercial cleaning'],
  ['Riverside Vets', 'Looking for better business insurance'],
  ['Jenna Ortiz', 'Roof leaking after the storms'],
  ['Copper Kettle Café', 'Needs catering for a launch event'],
] as const;
const TRAININGS = [
  ['Member Success Program', 'Regional office', 3],
  ['Presentation Skills Workshop', 'Regional office', 2],
  ['Referral Skills Masterclass', 'BNI University', 2],
  ['Networking Leadership Training', 'Regional office', 4],
  ['Online Learning: Givers Gain', 'BNI University', 1],
] as const;
const PLACES = ['Riverside Coffee House', 'Mill Street Diner', 'Video call', 'Harbour Café', 'Member’s office'];
const PRAISE = [
  'did an outstanding job for us: on time, on budget and a pleasure to work with. I recommend them to anyone.',
  'went far beyond what we asked. Our clients noticed the difference straight away.',
  'is the first person I call. Clear advice, fair prices and they always follow up.',
  'solved a problem two other firms could not. Professional from start to finish.',
];

/** mulberry32: small, fast, deterministic. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seedDemoActivity(db: Db, now: Date): Promise<void> {
  const members = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .innerJoin('groups as g', 'g.id', 'm.group_id')
    .select(['u.id', 'u.name', 'u.email', 'm.group_id'])
    .where('g.code', '=', '123456')
    .where('m.status', '=', 'active')
    .where('m.role', 'not in', ['Visitor', 'Substitute'])
    .orderBy('u.id')
    .execute();
  if (members.length < 2) return;
  const rnd = random(20260101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const level = demoLevel;
  const other = (id: number) => {
    // Strong members also attract more: weight partners by their level.
    for (;;) {
      const m = pick(members);
      if (m.id !== id && rnd() < 0.3 + level(m.email)) return m;
    }
  };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  let seq = 0;

  await db.transaction().execute(async (trx) => {
    const insert = async (
      row: Omit<Insertable<ActivityRecordTable>, 'client_request_id' | 'updated_at' | 'details'> & { details: object },
      steps: Array<[string, string | null, number]> = [],
    ) => {
      const { id } = await trx
        .insertInto('activity_records')
        .values({
          ...row,
          details: JSON.stringify(row.details),
          client_request_id: `demo-${++seq}`,
          updated_at: row.created_at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const history = [
        ['created', row.giver_id] as const,
        ...steps.map(([action, , actor]) => [action, actor] as const),
      ];
      for (const [i, [action, actor]] of history.entries()) {
        await trx
          .insertInto('activity_status_history')
          .values({
            activity_id: id,
            actor_id: actor,
            action,
            from_status: null,
            to_status: i === 0 ? row.status : (steps[i - 1]?.[1] ?? row.status),
            note: null,
            created_at: row.created_at,
          })
          .execute();
      }
      return id;
    };
    const leader = members.find((m) => m.email === 'vp@demo.test') ?? members[0];
    const approver = leader?.id ?? null;

    for (const giver of members) {
      const lv = level(giver.email);
      // Referrals: well over one a week for the strongest members, a few a month for the middle.
      const referrals = Math.round(lv * WEEKS * 1.45 * (0.75 + rnd() * 0.5));
      for (let i = 0; i < referrals; i++) {
        const receiver = other(giver.id);
        const daysAgo = rnd() * DEMO_HISTORY_DAYS;
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
        const created = toStamp(at(daysAgo));
        const refId = await insert(
          {
            group_id: giver.group_id,
            type: 'referral',
            giver_id: giver.id,
            receiver_id: receiver.id,
            status,
            approval_status: approval,
            approval_reason: approval === 'rejected' ? 'Same prospect was passed last month' : null,
            decided_by: approval === 'pending' ? null : approver,
            decided_at: approval === 'pending' ? null : toStamp(at(Math.max(0, daysAgo - 3))),
            summary: prospect,
            occurred_at: created,
            created_at: created,
            details: {
              prospectName: prospect,
              prospectContact: null,
              description: need,
              temperature: 1 + Math.floor(rnd() * 5),
              scope: rnd() < 0.8 ? 'outside' : 'inside',
            },
          },
          [
            ...(status !== 'new' ? [['status', status, receiver.id] as [string, string, number]] : []),
            ...(approval !== 'pending' && approver ? [[approval, null, approver] as [string, null, number]] : []),
          ],
        );
        // Won referrals usually come back as thanks for closed business from the receiver.
        if (status === 'won' && approval === 'approved' && rnd() < 0.8) {
          const thanksAgo = Math.max(0, daysAgo - 5 - rnd() * 20);
          const thanksApproval = thanksAgo < 5 ? 'pending' : 'approved';
          const amount = Math.round((200 + rnd() * rnd() * 24_000) * 100);
          const created2 = toStamp(at(thanksAgo));
          await insert(
            {
              group_id: giver.group_id,
              type: 'closed_business',
              giver_id: receiver.id,
              receiver_id: giver.id,
              status: 'recorded',
              approval_status: thanksApproval,
              approval_reason: null,
              decided_by: thanksApproval === 'approved' ? approver : null,
              decided_at: thanksApproval === 'approved' ? created2 : null,
              amount_cents: amount,
              currency: 'USD',
              referral_id: refId,
              summary: `${need} (${prospect})`,
              occurred_at: created2,
              created_at: created2,
              details: {
                businessKind: rnd() < 0.8 ? 'new' : 'repeat',
                scope: 'outside',
                description: `${need} (${prospect})`,
              },
            },
            thanksApproval === 'approved' && approver ? [['approved', null, approver]] : [],
          );
        }
      }

      // One-to-ones this member asked for: completed in the past, a few coming up.
      const meetings = Math.round(lv * WEEKS * 0.6 * (0.75 + rnd() * 0.5));
      for (let i = 0; i < meetings; i++) {
        const partner = other(giver.id);
        const daysAgo = rnd() * (DEMO_HISTORY_DAYS + 5) - 10;
        const when = at(daysAgo);
        const future = daysAgo < 0;
        const status = future
          ? pick(['requested', 'confirmed', 'rescheduled'])
          : rnd() < 0.9
            ? 'completed'
            : 'declined';
        const created = toStamp(at(Math.max(daysAgo + 7, 0.5)));
        const done = status === 'completed';
        await insert(
          {
            group_id: giver.group_id,
            type: 'one_to_one',
            giver_id: giver.id,
            receiver_id: partner.id,
            status,
            summary: pick(PLACES),
            occurred_at: toStamp(when),
            created_at: created,
            details: {
              location: pick(PLACES),
              proposedBy: status === 'rescheduled' ? partner.id : giver.id,
              giverConfirmed: done,
              receiverConfirmed: done,
              note: null,
            },
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
        );
      }

      const testimonials = Math.round(lv * 4 * rnd() + lv);
      for (let i = 0; i < testimonials; i++) {
        const receiver = other(giver.id);
        const created = toStamp(at(rnd() * DEMO_HISTORY_DAYS));
        const text = `${receiver.name} ${pick(PRAISE)}`;
        await insert({
          group_id: giver.group_id,
          type: 'testimonial',
          giver_id: giver.id,
          receiver_id: receiver.id,
          status: 'given',
          published: rnd() < 0.6 ? 1 : 0,
          summary: text.length > 120 ? `${text.slice(0, 117)}…` : text,
          occurred_at: created,
          created_at: created,
          details: { text },
        });
      }

      const trainings = Math.round(lv * 5 * (0.6 + rnd() * 0.6));
      for (let i = 0; i < trainings; i++) {
        const [title, provider, credits] = pick(TRAININGS);
        const day = at(rnd() * DEMO_HISTORY_DAYS);
        const awardedBy = rnd() < 0.25 && leader && leader.id !== giver.id ? leader : giver;
        await insert({
          group_id: giver.group_id,
          type: 'training_credit',
          giver_id: awardedBy.id,
          receiver_id: giver.id,
          status: 'recorded',
          credits,
          summary: title,
          occurred_at: `${toStamp(day).slice(0, 10)}T12:00:00.000Z`,
          created_at: toStamp(day),
          details: { title, provider },
        });
      }
    }
  });
}
