/**
 * Checks that run before a deliberate logout, for what a logout would otherwise lose or leave behind (attendance
 * marks not sent yet: features/meetings). A feature registers its check while its UI can ask; features stay
 * independent of the logout flow and of each other. A check resolves false to cancel the logout.
 */
type Check = () => Promise<boolean>;

const checks = new Set<Check>();

/** Registers a check; the returned function removes it. */
export function addSignOutCheck(check: Check): () => void {
  checks.add(check);
  return () => {
    checks.delete(check);
  };
}

/** True when every registered check lets the logout go on (one after another: each may ask the member). */
export async function mayLogOut(): Promise<boolean> {
  for (const check of [...checks]) if (!(await check())) return false;
  return true;
}
