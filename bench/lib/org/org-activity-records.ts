/**
 * Each member's activity as rows not yet stored: referrals, one-to-ones, testimonials and training credits, every
 * record numbered in the order it is made and its status history kept by that number.
 */
import { toStamp } from '../../../apps/server/src/db/sql-values.ts';
import type { Group, OrgContext, Person } from './org-context.ts';
import { PLACES, PROSPECTS, TRAININGS } from './org-words.ts';

interface NewActivity extends Record<string, unknown> {
  giver_id: number;
  status: string;
  created_at: string;
}
export interface Activity extends NewActivity {
  client_request_id: string;
}

/** Makes the records' client request ids (`org-1`, `org-2`…) and keeps each record's status history. */
export function activityRecorder() {
  let seq = 0;
  const history = new Map<string, [string, string, number][]>();
  const record = (row: NewActivity, steps: [string, string, number][]): Activity => {
    const key = `org-${++seq}`;
    history.set(key, [['created', row.status, row.giver_id], ...steps]);
    return { ...row, client_request_id: key, updated_at: row.created_at };
  };
  return { history, record };
}

/** The columns most kinds of record leave empty. */
export const ACTIVITY_BASE = {
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

/** Every member's referrals, one-to-ones, testimonials and training credits, chapter by chapter, member by member. */
export function memberActivity(
  ctx: OrgContext,
  groups: Group[],
  people: Person[][],
  record: ReturnType<typeof activityRecorder>['record'],
) {
  const { o, rnd, pick, at } = ctx;
  const firstPass: Activity[] = [];
  const won: { key: string; giver: Person; receiver: Person; daysAgo: number; prospect: string; need: string }[] = [];
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
            ...ACTIVITY_BASE,
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
              ...ACTIVITY_BASE,
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
              ...ACTIVITY_BASE,
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
              ...ACTIVITY_BASE,
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
  return { firstPass, won };
}
