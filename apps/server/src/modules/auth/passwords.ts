import { availableParallelism } from 'node:os';
import { PASSWORD_REQUIREMENTS_MESSAGE, passwordProblems } from '@chapter/shared/password-rules';
import { hash, verify } from '@node-rs/argon2';
import { validationError } from '../../lib/app-error.ts';
import { fairConcurrencyLimit } from '../../lib/concurrency-limit.ts';

/** OWASP's argon2id minimum (docs/security-checklist.md, security 2). Raising these re-hashes on the next login. */
// algorithm 2 is Argon2id (the package's const enum cannot be imported under isolatedModules).
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes run on libuv's pool; unbounded, a burst of sign-ins takes every core and stalls the event loop
 * (profile p99 113 ms during logins on 2 cores, bench/RESULTS.md). One core stays free for requests. Slots are
 * shared fairly by the client's address: a burst of guesses from one address queues behind itself, while another
 * address's sign-in takes the next free slot (docs/product-rules.md "Sign-in limits").
 */
const hashing = fairConcurrencyLimit(Math.max(1, availableParallelism() - 1));
/** Work not started by a client (seeding, imports) shares one turn. */
const SERVER = 'server';

/** `who` is the client's address when a request asks for the hash, so it takes its turn with that address. */
export const hashPassword = (password: string, who: string = SERVER): Promise<string> =>
  hashing(who, () => hash(password, PARAMS));

type CheckListener = (who: string) => void;
const checkListeners = new Set<CheckListener>();

/** Calls `listener` as each password check starts its argon2 work, with whose turn it is; returns the unsubscribe. */
export function onPasswordCheck(listener: CheckListener): () => void {
  checkListeners.add(listener);
  return () => checkListeners.delete(listener);
}

function check(who: string, stored: string, password: string): Promise<boolean> {
  return hashing(who, () => {
    for (const listener of checkListeners) listener(who);
    return verify(stored, password);
  }).catch(() => false);
}

// A real hash of a random secret so unknown e-mails cost the same verify as known ones.
let dummyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or against a dummy when there is none (same cost either way). */
export async function verifyPassword(
  stored: string | null | undefined,
  password: string,
  who: string = SERVER,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    const dummy = await dummyHash;
    await check(who, dummy, password);
    return false;
  }
  return check(who, stored, password);
}

/** True when the stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
  if (!m) return true;
  return Number(m[1]) < PARAMS.memoryCost || Number(m[2]) < PARAMS.timeCost || Number(m[3]) < PARAMS.parallelism;
}

// The most common passwords that still pass the password composition rules.
const COMMON = new Set(
  [
    'Password1!',
    'Password1@',
    'Password123!',
    'P@ssw0rd',
    'P@ssw0rd1',
    'P@ssword1',
    'Passw0rd!',
    'Welcome1!',
    'Welcome123!',
    'Qwerty123!',
    'Qwerty1!',
    'Abcd1234!',
    'Admin123!',
    'Admin@123',
    'Letmein1!',
    'Changeme1!',
    'Summer2024!',
    'Summer2025!',
    'Summer2026!',
    'Winter2025!',
    'Winter2026!',
    'Spring2026!',
    'Autumn2026!',
    'Iloveyou1!',
    'Football1!',
    'Monkey123!',
    'Test1234!',
    'Aa123456!',
    'Password@123',
    'Pa$$w0rd',
  ].map((p) => p.toLowerCase()),
);

/** Server-side: the password rules, ≤128 characters, not a well-known password (docs/product-rules.md "Passwords"). */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  const problems = passwordProblems(password);
  if (problems.length === 0 && COMMON.has(password.toLowerCase())) {
    problems.push('Password is too common; choose another');
  }
  if (problems.length > 0) {
    throw validationError(
      PASSWORD_REQUIREMENTS_MESSAGE,
      problems.map((message) => ({ field, message })),
    );
  }
}
