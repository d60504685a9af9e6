import type { RosterMember } from '@chapter/shared/members.schemas';
import type { AttendanceReport } from '@chapter/shared/palms.schemas';
import type { Profile } from '@chapter/shared/profile.schemas';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '@chapter/shared/roles';
import { TOKEN_KEY } from '../lib/auth.ts';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT with the claims the client reads; the fake server never checks signatures. */
export function makeToken(claims: { sub?: string; exp?: number; permissions?: string[]; version?: string } = {}) {
  const payload = { sub: '7', exp: Math.floor(Date.now() / 1000) + 3600, permissions: [], ...claims };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Maya Thompson',
    email: 'maya@demo.test',
    companyName: 'Thompson Realty',
    classification: 'Residential Realtor',
    phone: null,
    website: null,
    preferredLanguage: null,
    bio: null,
    profileImageUrl: null,
    role: 'Member',
    isAdmin: false,
    mustChangePassword: false,
    hasPassword: true,
    permissions: [...DEFAULT_ROLE_PERMISSIONS.Member],
    membership: {
      role: { name: 'Member', isLeadership: false },
      status: 'active',
      classification: 'Residential Realtor',
    },
    group: {
      id: 1,
      name: 'Riverside Chapter',
      status: 'active',
      imageUrl: null,
      memberCount: 24,
      timeZone: 'America/New_York',
      language: 'en',
      currency: null,
      detailedReferralSteps: false,
    },
    ...overrides,
  };
}

export const buildAdmin = (overrides: Partial<Profile> = {}) =>
  buildProfile({ name: 'Alex Admin', role: 'Admin', isAdmin: true, permissions: [...PERMISSIONS], ...overrides });

/** Stores a token for the profile, as a successful login would. */
export function signInAs(profile: Profile, exp?: number): string {
  const token = makeToken({ sub: String(profile.id), permissions: profile.permissions, ...(exp && { exp }) });
  localStorage.setItem(TOKEN_KEY, token);
  return token;
}

/** A roster entry: an active member of Riverside Chapter unless told otherwise. */
export function buildRosterMember(id: number, name: string, overrides: Partial<RosterMember> = {}): RosterMember {
  return {
    id,
    name,
    companyName: null,
    classification: null,
    role: 'Member',
    isLeadership: false,
    status: 'active',
    profileImageUrl: null,
    phone: null,
    email: null,
    groupId: 1,
    groupName: 'Riverside Chapter',
    ...overrides,
  };
}

/** A referral funnel's figures (the funnel card's, the PALMS report's), zero unless given. */
export function funnelFigures(over: Partial<AttendanceReport['funnel']> = {}): AttendanceReport['funnel'] {
  return {
    given: 0,
    givenWon: 0,
    givenRevenueCents: 0,
    received: 0,
    contacted: 0,
    won: 0,
    lost: 0,
    revenueCents: 0,
    medianDaysToContact: null,
    medianDaysToWon: null,
    ...over,
  };
}

/** A PALMS report's chapter totals, zero unless given: screens print the server's totals as they come. */
export function chapterTotals(over: Partial<AttendanceReport['totals']> = {}): AttendanceReport['totals'] {
  return {
    present: 0,
    absent: 0,
    late: 0,
    medical: 0,
    substitute: 0,
    unrecorded: 0,
    referralsInside: 0,
    referralsOutside: 0,
    referralsReceived: 0,
    visitorsBrought: 0,
    oneToOnes: 0,
    tyfcbCents: 0,
    testimonials: 0,
    trainingCredits: 0,
    ...over,
  };
}
