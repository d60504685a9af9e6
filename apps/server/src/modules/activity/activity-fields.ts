import type { ActivityDetails, createActivityRequest, UpdateActivityRequest } from '@chapter/shared/activity.schemas';
import type { Insertable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import type { ActivityRecordTable, ActivityType } from '../../db/schema-activity.ts';
import { validationError } from '../../lib/app-error.ts';
import type { Principal } from '../../lib/principal.ts';
import { type ActivityRow, findActivityParties } from './activity.repository.ts';
import { parseDetails } from './activity-rules.ts';

/** How each type's request fields map onto the table's columns (see ActivityRecordTable in schema.ts). */

type CreateBody = z.output<typeof createActivityRequest> & { receiverId: number };

/** A day as stored: midday UTC, so the date reads the same in every time zone of the group. */
const dayStamp = (day: string) => `${day}T12:00:00.000Z`;
const isoStamp = (dateTime: string) => new Date(dateTime).toISOString();
const snippet = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/**
 * A thank-you may name the referral it came from: one in the group that the thanked member gave to the
 * member recording the thanks.
 */
async function checkReferralLink(db: Db, referralId: number, giverId: number, receiverId: number): Promise<void> {
  const ref = await findActivityParties(db, referralId);
  if (ref?.type !== 'referral' || ref.giver_id !== receiverId || ref.receiver_id !== giverId) {
    const message = 'Choose a referral the thanked member gave you';
    throw validationError(message, [{ field: 'referralId', message }]);
  }
}

export async function buildNewRecord(
  db: Db,
  caller: Principal,
  body: CreateBody,
  stamp: string,
): Promise<Insertable<ActivityRecordTable>> {
  const base = {
    group_id: caller.groupId ?? 0,
    type: body.type,
    giver_id: caller.userId,
    receiver_id: body.receiverId,
    client_request_id: body.clientRequestId,
    created_at: stamp,
    updated_at: stamp,
    occurred_at: stamp,
  };
  const details = (d: ActivityDetails) => JSON.stringify(d);
  switch (body.type) {
    case 'referral':
      return {
        ...base,
        status: 'new',
        approval_status: 'pending',
        summary: body.prospectName,
        details: details({
          prospectName: body.prospectName,
          prospectContact: body.prospectContact,
          description: body.description,
          temperature: body.temperature,
          scope: body.scope,
        }),
      };
    case 'closed_business':
      if (body.referralId) await checkReferralLink(db, body.referralId, caller.userId, body.receiverId);
      return {
        ...base,
        status: 'recorded',
        approval_status: 'pending',
        amount_cents: body.amountCents,
        currency: body.currency,
        referral_id: body.referralId ?? null,
        occurred_at: dayStamp(body.occurredOn),
        summary: body.description
          ? snippet(body.description)
          : `${body.businessKind === 'new' ? 'New' : 'Repeat'} business`,
        details: details({ businessKind: body.businessKind, scope: body.scope, description: body.description }),
      };
    case 'one_to_one':
      return {
        ...base,
        status: 'requested',
        approval_status: null,
        occurred_at: isoStamp(body.proposedAt),
        summary: body.location,
        details: details({
          location: body.location,
          note: body.note,
          proposedBy: caller.userId,
          giverConfirmed: false,
          receiverConfirmed: false,
        }),
      };
    case 'testimonial':
      return {
        ...base,
        status: 'given',
        approval_status: null,
        summary: snippet(body.text),
        details: details({ text: body.text }),
      };
    case 'training_credit':
      return {
        ...base,
        status: 'recorded',
        approval_status: null,
        credits: body.credits,
        occurred_at: dayStamp(body.occurredOn),
        summary: body.title,
        details: details({ title: body.title, provider: body.provider }),
      };
  }
}

const EDITABLE: Record<ActivityType, ReadonlyArray<keyof UpdateActivityRequest>> = {
  referral: ['prospectName', 'prospectContact', 'description', 'temperature', 'scope'],
  closed_business: ['amountCents', 'currency', 'businessKind', 'scope', 'occurredOn', 'description', 'referralId'],
  one_to_one: ['location', 'note'],
  testimonial: ['text'],
  training_credit: ['title', 'credits', 'provider', 'occurredOn'],
};

/** The columns an edit changes; fields that do not belong to the record's type are a validation error. */
export async function editedValues(
  db: Db,
  row: ActivityRow,
  body: UpdateActivityRequest,
  stamp: string,
): Promise<Updateable<ActivityRecordTable>> {
  const allowed = EDITABLE[row.type];
  const wrong = Object.keys(body).filter((k) => !allowed.includes(k as keyof UpdateActivityRequest));
  if (wrong.length > 0) {
    throw validationError(
      'These fields do not belong to this kind of record',
      wrong.map((field) => ({ field, message: 'Not editable on this record' })),
    );
  }
  if (Object.keys(body).length === 0)
    throw validationError('Nothing to change', [{ field: 'body', message: 'Nothing to change' }]);
  if (row.type === 'referral' && body.scope === 'tier3') {
    throw validationError('Choose inside or outside', [{ field: 'scope', message: 'Choose inside or outside' }]);
  }
  const d: ActivityDetails = { ...parseDetails(row) };
  const set: Updateable<ActivityRecordTable> = { updated_at: stamp };
  const copy = [
    'prospectName',
    'prospectContact',
    'description',
    'temperature',
    'scope',
    'businessKind',
    'location',
    'note',
    'text',
    'title',
    'provider',
  ] as const;
  for (const key of copy) {
    if (body[key] !== undefined) (d as Record<string, unknown>)[key] = body[key];
  }
  if (body.amountCents !== undefined) set.amount_cents = body.amountCents;
  if (body.currency !== undefined) set.currency = body.currency;
  // A new amount is not the one the thanked member answered for: they are asked again.
  const amountChanged =
    (body.amountCents !== undefined && body.amountCents !== row.amount_cents) ||
    (body.currency !== undefined && body.currency !== row.currency);
  if (amountChanged) delete d.amountCheck;
  if (body.credits !== undefined) set.credits = body.credits;
  if (body.occurredOn !== undefined) set.occurred_at = dayStamp(body.occurredOn);
  if (body.referralId !== undefined) {
    if (body.referralId !== null) await checkReferralLink(db, body.referralId, row.giver_id, row.receiver_id);
    set.referral_id = body.referralId;
  }
  if (row.type === 'referral' && d.prospectName) set.summary = d.prospectName;
  if (row.type === 'closed_business' && body.description !== undefined) {
    set.summary = d.description ? snippet(d.description) : `${d.businessKind === 'repeat' ? 'Repeat' : 'New'} business`;
  }
  if (row.type === 'one_to_one' && d.location) set.summary = d.location;
  if (row.type === 'testimonial' && d.text) set.summary = snippet(d.text);
  if (row.type === 'training_credit' && d.title) set.summary = d.title;
  set.details = JSON.stringify(d);
  return set;
}
