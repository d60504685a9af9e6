import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { can, isPendingApplicant, type Requirement } from '../lib/permissions.ts';
import { useSession } from '../lib/session.ts';

/** The access-denied text (docs/roles-and-permissions.md "Checking a permission"). */
export const ACCESS_DENIED_TEXT =
  "Access Denied: You don't have permission to access this feature. Please contact your administrator if you believe this is an error.";

/** The message a gated screen shows to someone without the permission. */
function AccessDenied() {
  const [title, message] = ACCESS_DENIED_TEXT.split(': ');
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-2xl border border-destructive/30 bg-destructive-soft p-4 text-sm text-destructive-strong sm:p-5"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p className="leading-relaxed">
        <strong className="font-semibold">{title}:</strong> {message}
      </p>
    </div>
  );
}

/** What a gated screen shows a pending applicant instead of "Access Denied": nothing is wrong, it is just not yet. */
function AwaitingApproval({ groupName }: { groupName: string | undefined }) {
  return (
    <section
      aria-labelledby="awaiting-approval"
      className="rounded-2xl border border-warning/50 bg-warning-soft p-4 text-sm text-warning-strong sm:p-5"
    >
      <h2 id="awaiting-approval" className="font-semibold">
        Waiting for approval
      </h2>
      <p className="mt-1 leading-relaxed">
        Your request to join {groupName ?? 'your group'} is waiting for a leader's approval. This page opens for you
        once you are a member.
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
