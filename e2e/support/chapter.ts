import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL } from './env.ts';

/**
 * A chapter of the journey's own: a fresh group and the members the journey names, made through the real API
 * (the platform administrator creates them, as Admin → Members → Add does), each already past the first-password
 * step and holding a session token. A journey that works in its own chapter sees only what it did there: it can
 * count messages, read previews and run beside any other journey, where the shared demo chapter made journeys
 * either run one after the other or find their own messages by their text.
 */

/** The password every member of a journey's chapter chooses at the first sign-in. */
export const MEMBER_PASSWORD = 'Journey-Pass-2026!';

/** The chapter roles a journey's member may hold (the platform's Admin is the demo's). */
type RoleName =
  | 'President'
  | 'Vice President'
  | 'Board Member'
  | 'Secretary Treasurer'
  | 'Member'
  | 'Visitor'
  | 'Substitute';

export interface Person {
  id: number;
  name: string;
  email: string;
  role: RoleName;
  /** A session token of this member (signed in through the API). */
  token: string;
}

export interface Chapter {
  id: number;
  name: string;
  /** The 6-digit code visitors join with. */
  code: string;
}

export interface MemberSpec {
  name: string;
  role?: RoleName;
  classification?: string;
}

export type NewChapter = <K extends string>(
  members: Record<K, MemberSpec>,
  name?: string,
  /**
   * Members only on the roster (a door sheet's rows): made with a temporary password they never use, one argon2
   * hash each instead of four.
   */
  options?: { rosterOnly?: number },
) => Promise<{ chapter: Chapter; people: Record<K, Person> }>;

let made = 0;

/** A tag no other journey, worker or earlier run on the same data folder uses. */
function uniqueTag(workerIndex: number): string {
  made += 1;
  return `${Date.now().toString(36)}${workerIndex}${made}`;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!res.ok()) throw new Error(`${what}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function login(api: APIRequestContext, email: string, password: string) {
  return ok<{ token: string; mustChangePassword: boolean }>(
    await api.post('/api/login', { data: { email, password } }),
    `sign-in of ${email}`,
  );
}

/** Creates a member with a temporary password; the returned id is theirs. */
async function createMember(
  api: APIRequestContext,
  adminToken: string,
  groupId: number,
  spec: MemberSpec,
  email: string,
): Promise<{ userId: number; temporaryPassword: string | null }> {
  return ok(
    await api.post('/api/admin/users', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: {
        name: spec.name,
        email,
        role: spec.role ?? 'Member',
        groupId,
        classification: spec.classification ?? `${spec.name} & Co.`,
        onboarding: 'temporary',
      },
    }),
    `creating ${spec.name}`,
  );
}

/** Creates a member with a temporary password, then signs in as them and chooses the journey's password. */
async function addMember(
  api: APIRequestContext,
  adminToken: string,
  groupId: number,
  spec: MemberSpec,
  email: string,
): Promise<Person> {
  const role = spec.role ?? 'Member';
  const created = await createMember(api, adminToken, groupId, spec, email);
  const first = await login(api, email, created.temporaryPassword ?? '');
  await ok(
    await api.post('/api/account/password', {
      headers: { Authorization: `Bearer ${first.token}` },
      data: { currentPassword: created.temporaryPassword, newPassword: MEMBER_PASSWORD },
    }),
    `first password of ${spec.name}`,
  );
  return { id: created.userId, name: spec.name, email, role, token: first.token };
}

/** A browser of its own for `person`, signed in (the token set before the app's first script runs). */
export async function browserOf(browser: Browser, person: Pick<Person, 'token'>, device = {}): Promise<Page> {
  const context = await browser.newContext({
    ...device,
    storageState: {
      cookies: [],
      origins: [{ origin: E2E_BASE_URL, localStorage: [{ name: 'token', value: person.token }] }],
    },
  });
  return context.newPage();
}

/**
 * Signs `person` in on an open page with their session: the token is stored before the next navigation. Another
 * person signs in on the same page the same way (a shared phone), which an init script would undo on every load.
 */
export async function signInAs(page: Page, person: Pick<Person, 'token'>): Promise<void> {
  await page.goto('/livez');
  await page.evaluate((t) => window.localStorage.setItem('token', t), person.token);
}

/** `mentor` opts in to mentoring (Activity → Mentorship), accepting two mentees. */
export async function optInAsMentor(api: APIRequestContext, mentor: Pick<Person, 'token'>, expertise: string) {
  await ok(
    await api.put('/api/mentorship/profile', {
      headers: { Authorization: `Bearer ${mentor.token}` },
      data: { expertise, capacity: 2, accepting: true },
    }),
    'opting in as a mentor',
  );
}

/** Signs `person` in on an open page and opens home (the first screen after a sign-in). */
export async function openHomeAs(page: Page, person: Pick<Person, 'token'>): Promise<void> {
  await signInAs(page, person);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

export const test = base.extend<{ newChapter: NewChapter }, { adminToken: string }>({
  // One administrator sign-in per worker: the demo's administrator is the one account that may create groups.
  adminToken: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      await use((await login(api, 'admin@demo.test', DEMO_PASSWORD)).token);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  newChapter: async ({ request, adminToken }, use, testInfo) => {
    await use(async (members, name, options = {}) => {
      const tag = uniqueTag(testInfo.workerIndex);
      const chapter = await ok<{ id: number; name: string; code: string }>(
        await request.post('/api/groups', {
          headers: { Authorization: `Bearer ${adminToken}` },
          data: {
            name: name ?? `Harbour Chapter ${tag}`,
            status: 'active',
            capacity: null,
            acceptingMembers: true,
            timezone: 'America/New_York',
            allowSubstituteLogin: false,
            meetingWeekday: 3,
            meetingTime: '07:00',
            meetingDurationMinutes: 90,
            meetingLocation: 'Harbour Hall, 3 Quay Street',
            meetingOnlineLink: null,
          },
        }),
        'creating the chapter',
      );
      const entries = Object.entries(members) as Array<[keyof typeof members, MemberSpec]>;
      // One after the other: each sign-in and password is argon2 work the server queues anyway.
      const people = {} as Record<keyof typeof members, Person>;
      for (const [key, spec] of entries) {
        people[key] = await addMember(request, adminToken, chapter.id, spec, `${String(key)}-${tag}@journey.test`);
      }
      for (let n = 1; n <= (options.rosterOnly ?? 0); n++) {
        const spec = { name: `Roster Member ${n}`, classification: `Trade ${n}` };
        await createMember(request, adminToken, chapter.id, spec, `roster-${n}-${tag}@journey.test`);
      }
      return { chapter: { id: chapter.id, name: chapter.name, code: chapter.code }, people };
    });
  },
});

export { expect };
