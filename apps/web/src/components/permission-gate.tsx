import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { can, isPendingApplicant, type Requirement } from '../lib/permissions.ts';
import { useSession } from '../lib/session.ts';
import { componentMessages } from './messages.ts';

/**
 * The access-denied text in English, word for word as docs/roles-and-permissions.md "Checking a permission" has it:
 * what tests compare the screen with. The screen itself reads the catalogue's accessDeniedTitle and
 * accessDeniedMessage, in the active language.
 */
export const ACCESS_DENIED_TEXT =
  "Access Denied: You don't have permission to access this feature. Please contact your administrator if you believe this is an error.";

/** The message a gated screen shows to someone without the permission. */
function AccessDenied() {
  const t = useMessages(componentMessages);
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-destructive/30 bg-destructive-soft p-4 text-sm text-destructive-strong sm:p-5"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="leading-relaxed">
        <strong className="font-semibold">{t('accessDeniedTitle')}:</strong> {t('accessDeniedMessage')}
      </p>
    </div>
  );
}

/** What a gated screen shows a pending applicant instead of "Access Denied": nothing is wrong, it is just not yet. */
function AwaitingApproval({ groupName }: { groupName: string | undefined }) {
  const t = useMessages(componentMessages);
  return (
    <section
      aria-labelledby="awaiting-approval"
      className="rounded-2xl border border-warning/50 bg-warning-soft p-4 text-sm text-warning-strong sm:p-5"
    >
      <h2 id="awaiting-approval" className="font-semibold">
        {t('awaitingTitle')}
      </h2>
      <p className="mt-1 leading-relaxed">
        {groupName === undefined ? t('awaitingNoGroup') : t('awaitingGroup', { group: groupName })}
      </p>
    </section>
  );
}

/**
 * Whether the signed-in user meets a requirement: undefined while permissions load. Requirements are one
 * permission, `{ anyOf }` or `{ allOf }`; isAdmin passes every one (lib/permissions.ts).
 */
function usePermission(require: Requirement): boolean | undefined {
  const { data: user } = useSession();
  return user ? can(user, require) : undefined;
}

interface Props {
  require: Requirement;
  children: ReactNode;
  /**
   * What to show without the permission: by default the Access Denied message, or for a pending applicant the
   * "Waiting for approval" screen; null hides an action or link.
   */
  fallback?: ReactNode;
}

/** Renders its children only with the permission, and nothing at all until permissions have loaded. */
export function PermissionGate({ require, children, fallback }: Props) {
  const { data: user } = useSession();
  const allowed = usePermission(require);
  if (allowed === undefined || !user) return null;
  if (allowed) return children;
  if (fallback !== undefined) return fallback;
  return isPendingApplicant(user) ? <AwaitingApproval groupName={user.group?.name} /> : <AccessDenied />;
}
