import { RENEWAL_OPENS_DAYS } from '@chapter/shared/lifecycle.labels';
import { type MemberDetail, roleChangeRequest } from '@chapter/shared/members.schemas';
import { assignableRoles, type RoleName } from '@chapter/shared/roles';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useLapseMembership } from '../api/lapse-membership.ts';
import { useRenewMembership } from '../api/renew-membership.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { useSetMemberActive } from '../api/set-member-active.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TemporaryPasswordNote } from './temporary-password-note.tsx';

/**
 * Leadership actions on a member's profile: role (never above the leader's own), renewal and lapse (with
 * manage_groups), deactivation. Shown only to those who may act; the server checks every rule again.
 */
export function MemberLeaderPanel({ member }: { member: MemberDetail }) {
  const me = useCurrentUser();
  const changeRole = useChangeRole();
  const setActive = useSetMemberActive();
  const renew = useRenewMembership();
  const lapse = useLapseMembership();
  const roleForm = useSchemaForm(roleChangeRequest, { role: member.role as RoleName });
  const role = roleForm.watch('role');
  const resetPassword = useResetUserPassword();
  const [confirm, setConfirm] = useState<'deactivate' | 'lapse' | 'link' | 'temporary' | null>(null);
  const [temporary, setTemporary] = useState<string | null>(null);
  // Renewing and lapsing follow the Renewals screen's manage_groups, on members junior to the viewer only.
  const renews = can(me, 'manage_groups') && member.manageable;
  if (!member.manageable) return null;
  // An active membership can be renewed from 90 days before its due date (the server refuses earlier).
  const opensAt = member.renewalDue ? new Date(member.renewalDue).getTime() - RENEWAL_OPENS_DAYS * 86_400_000 : 0;
  const renewable = member.status === 'expired' || (member.status === 'active' && opensAt <= Date.now());

  // Only roles below the viewer's own, as the server allows (docs/decisions/0009-roles-below-your-own.md).
  const roles = assignableRoles(me);
  const deactivated = member.status === 'inactive';
  const run = <T,>(p: Promise<T & { message: string }>, title: string, failed: string) =>
    p.then((r) => notifyDone(title, r.message)).catch((e: unknown) => notifyFailed(failed, e));

  return (
    <section aria-labelledby="leader-heading" className="rounded-2xl border bg-card p-5 shadow-xs">
      <h2 id="leader-heading" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
        Leadership
      </h2>
      <div className="mt-4 flex flex-col gap-5 lg:flex-row lg:items-end">
        {member.manageable && !deactivated && (
          <form
            className="flex flex-1 items-end gap-2"
            onSubmit={roleForm.handleSubmit(({ role }) =>
              run(changeRole.mutateAsync({ userId: member.id, role }), 'Role changed', 'Role not changed'),
            )}
          >
            <SelectField
              label="Role"
              className="flex-1"
              error={roleForm.formState.errors.role?.message}
              {...roleForm.register('role')}
              options={roles.map((r) => ({ value: r, label: r }))}
            />
            <Button type="submit" variant="secondary" loading={changeRole.isPending} disabled={role === member.role}>
              Save role
            </Button>
          </form>
        )}
        <div className="flex flex-wrap gap-2">
          {renews && renewable && (
            <Button
              variant="secondary"
              loading={renew.isPending}
              onClick={() => void run(renew.mutateAsync(member.id), 'Membership renewed', 'Not renewed')}
            >
              {member.status === 'expired' ? 'Renew and reactivate' : 'Renew 12 months'}
            </Button>
          )}
          {renews && member.status === 'active' && (
            <Button variant="secondary" onClick={() => setConfirm('lapse')}>
              Lapse membership
            </Button>
          )}
          {member.manageable && !deactivated && (
            <>
              <Button variant="secondary" onClick={() => setConfirm('link')}>
                Send reset link
              </Button>
              <Button variant="secondary" onClick={() => setConfirm('temporary')}>
                Temporary password
              </Button>
            </>
          )}
          {member.manageable &&
            (deactivated ? (
              <Button
                loading={setActive.isPending}
                onClick={() =>
                  void run(
                    setActive.mutateAsync({ userId: member.id, active: true }),
                    'Member reactivated',
                    'Not reactivated',
                  )
                }
              >
                Reactivate
              </Button>
            ) : (
              <Button variant="destructive" onClick={() => setConfirm('deactivate')}>
                Deactivate
              </Button>
            ))}
        </div>
      </div>
      {temporary && (
        <div className="mt-4">
          <TemporaryPasswordNote password={temporary} />
        </div>
      )}
      <ConfirmDialog
        open={confirm === 'link' || confirm === 'temporary'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm === 'link' ? `E-mail ${member.name} a reset link?` : `Set a temporary password for ${member.name}?`
        }
        confirmLabel={confirm === 'link' ? 'Send link' : 'Set temporary password'}
        busy={resetPassword.isPending}
        onConfirm={() => {
          const mode = confirm === 'link' ? 'link' : 'temporary';
          void resetPassword
            .mutateAsync({ userId: member.id, mode })
            .then((r) => {
              notifyDone('Password reset', r.message);
              setTemporary(r.temporaryPassword);
            })
            .catch((e: unknown) => notifyFailed('Password not reset', e))
            .then(() => setConfirm(null));
        }}
      >
        {confirm === 'link'
          ? 'They get a single-use link (7 days) to choose a new password; their current one keeps working until then.'
          : 'They are signed out everywhere at once; the temporary password is e-mailed, shown here once, and must be changed at the next sign-in.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'deactivate' || confirm === 'lapse'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'lapse' ? `Lapse ${member.name}'s membership?` : `Deactivate ${member.name}?`}
        confirmLabel={confirm === 'lapse' ? 'Lapse membership' : 'Deactivate'}
        busy={lapse.isPending || setActive.isPending}
        onConfirm={() => {
          const action =
            confirm === 'lapse'
              ? run(lapse.mutateAsync(member.id), 'Membership lapsed', 'Not lapsed')
              : run(
                  setActive.mutateAsync({ userId: member.id, active: false }),
                  'Member deactivated',
                  'Not deactivated',
                );
          void action.then(() => setConfirm(null));
        }}
      >
        {confirm === 'lapse'
          ? `${member.name} loses member access and is signed out; their classification opens up. Renew later to bring them back.`
          : `${member.name} is signed out on every device at once and cannot sign in until reactivated.`}
      </ConfirmDialog>
    </section>
  );
}
