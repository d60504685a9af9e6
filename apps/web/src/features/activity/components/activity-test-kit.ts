import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { buildProfile, buildRosterMember, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';

/** The activity screens' tests' people and records: Maya signed in, Victor the VP, Daniel on the roster. */
export const maya = buildProfile();
export const vp = buildProfile({
  id: 2,
  name: 'Victor Alvarez',
  role: 'Vice President',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']],
});
const daniel = buildRosterMember(9, 'Daniel Okafor', {
  companyName: 'Okafor Financial',
  classification: 'Financial Planner',
});

export function record(overrides: Partial<ActivityRecord> = {}): ActivityRecord {
  return {
    id: 41,
    type: 'closed_business',
    groupId: 1,
    giver: { id: 9, name: 'Daniel Okafor' },
    receiver: { id: 7, name: 'Maya Thompson' },
    status: 'recorded',
    approvalStatus: 'pending',
    approvalReason: null,
    amountCents: 250_000,
    currency: 'USD',
    credits: null,
    published: false,
    referralId: null,
    summary: 'Office move',
    details: { businessKind: 'new', scope: 'inside', description: 'Office move' },
    occurredAt: '2026-03-01T12:00:00.000Z',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    unread: true,
    actions: [],
    nextStatuses: [],
    ...overrides,
  };
}

export function signedIn(profile = maya, routes: Parameters<typeof installFakeFetch>[0] = {}) {
  signInAs(profile);
  return installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/activities/unread-counts': { body: { givenCount: 0, receivedCount: 0 } },
    'GET /api/activities': { body: { items: [], nextCursor: null } },
    'GET /api/members': {
      body: {
        items: [
          daniel,
          { ...daniel, id: 30, name: 'Vera Visitor', role: 'Visitor' },
          { ...daniel, id: 31, name: 'Sid Substitute', role: 'Substitute' },
        ],
        nextCursor: null,
      },
    },
    ...routes,
  });
}
