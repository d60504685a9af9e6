import type { Db } from '../db/kysely.ts';
import type { BuiltUser } from './factories.ts';

const DAY = 86_400_000;

/**
 * A deterministic spread of activity for the PALMS report's tests: 400 records of every type over the 200 days
 * before `now` (some before a member joined, some rejected, two currencies) and 12 visitors' first visits.
 */
export async function seedPalmsActivity(db: Db, groupId: number, people: BuiltUser[], now: number): Promise<void> {
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const pick = () => people[Math.floor(rnd() * people.length)] as BuiltUser;
  const rows = [];
  for (let i = 0; i < 400; i++) {
    const giver = pick();
    let receiver = pick();
    if (receiver.id === giver.id) receiver = people[(people.indexOf(giver) + 1) % people.length] as BuiltUser;
    const type =
      (['referral', 'one_to_one', 'testimonial', 'training_credit', 'closed_business'] as const)[i % 5] ?? 'referral';
    const instant = now - Math.floor(rnd() * 200) * DAY - Math.floor(rnd() * DAY);
    // Thanks and training credits are dated by day, stored at noon UTC of it (schema.ts); none later than now.
    const dayDated = type === 'closed_business' || type === 'training_credit';
    const noon = (ms: number) => `${new Date(ms).toISOString().slice(0, 10)}T12:00:00.000Z`;
    const at = !dayDated
      ? new Date(instant).toISOString()
      : Date.parse(noon(instant)) <= now
        ? noon(instant)
        : noon(instant - DAY);
    const approval =
      type === 'referral' || type === 'closed_business'
        ? ((['approved', 'pending', 'rejected'] as const)[i % 3] ?? null)
        : null;
    rows.push({
      group_id: groupId,
      type,
      giver_id: giver.id,
      receiver_id: type === 'training_credit' && i % 2 ? giver.id : receiver.id,
      status: type === 'one_to_one' ? (i % 4 ? 'completed' : 'confirmed') : 'new',
      approval_status: approval,
      approval_reason: null,
      decided_by: null,
      decided_at: null,
      amount_cents: type === 'closed_business' ? 1000 + i * 37 : null,
      currency: type === 'closed_business' ? (i % 7 ? 'USD' : 'EUR') : null,
      credits: type === 'training_credit' ? 1 + (i % 3) : null,
      referral_id: null,
      summary: `record ${i}`,
      details: JSON.stringify(type === 'referral' ? { scope: i % 2 ? 'inside' : 'outside' } : {}),
      occurred_at: at,
      client_request_id: `palms-${i}`,
      request_hash: null,
      created_at: at,
      updated_at: at,
    });
  }
  await db.insertInto('activity_records').values(rows).execute();
  for (let i = 0; i < 12; i++) {
    const at = new Date(now - i * 15 * DAY).toISOString();
    await db
      .insertInto('visitors')
      .values({
        group_id: groupId,
        invited_by: pick().id,
        meeting_id: null,
        user_id: null,
        name: `Guest ${i}`,
        email: `guest${i}@example.test`,
        phone: null,
        company: null,
        classification: null,
        status: 'attended',
        notes: null,
        first_visit_meeting_id: null,
        first_visit_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
