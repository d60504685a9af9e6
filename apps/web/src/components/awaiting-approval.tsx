import type { Profile } from '@chapter/shared/profile.schemas';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Someone who registered with a group code and waits for a leader's decision: their membership is pending, so the
 * server grants them no permission yet (docs/roles-and-permissions.md "Pending applicants").
 */
export function isPendingApplicant(user: Pick<Profile, 'isAdmin' | 'membership'>): boolean {
  return !user.isAdmin && user.membership?.status === 'pending';
}

/** The role a pending applicant asked for, said as such ("Member, awaiting approval"), else the role they act as. */
export function roleLabel(user: Pick<Profile, 'isAdmin' | 'membership' | 'role'>): string {
  const applied = user.membership?.role?.name;
  return isPendingApplicant(user) && applied ? `${applied}, awaiting approval` : user.role;
}

/** What a gated screen shows a pending applicant instead of "Access Denied": nothing is wrong, it is just not yet. */
export function AwaitingApproval({ groupName }: { groupName: string | undefined }) {
  return (
    <section
      aria-labelledby="awaiting-approval"
      className="flex flex-col items-start gap-3 rounded-2xl border border-warning/50 bg-warning-soft p-5 text-sm text-warning-strong sm:p-6"
    >
      <Hourglass className="size-6" aria-hidden="true" />
      <h2 id="awaiting-approval" className="text-lg font-semibold">
        Waiting for approval
      </h2>
      <p className="leading-relaxed">
        Your request to join {groupName ?? 'your group'} is waiting for a leader's approval. This page opens for you
        once you are a member; we'll let you know as soon as that happens.
      </p>
      <Link to="/home" className="font-semibold underline underline-offset-4">
        Back to Home
      </Link>
    </section>
  );
}
