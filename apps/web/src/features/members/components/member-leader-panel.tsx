import { RENEWAL_OPENS_DAYS } from '@chapter/shared/lifecycle.labels';
import { type MemberDetail, roleChangeRequest } from '@chapter/shared/members.schemas';
import { assignableRoles, type RoleName } from '@chapter/shared/roles';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useRoleName } from '../../../lib/i18n/roles.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useChangeRole } from '../api/change-role.ts';
import { useLapseMembership } from '../api/lapse-membership.ts';
import { useRenewMembership } from '../api/renew-membership.ts';
import { useResetUserPassword } from '../api/reset-user-password.ts';
import { useSetMemberActive } from '../api/set-member-active.ts';
import { membersMessages } from '../messages.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { TemporaryPasswordNote } from './temporary-password-note.tsx';

/**
 * Leadership actions on a member's profile: role (never above the leader's own), renewal and lapse (with
 * manage_groups), deactivation. Shown only to those who may act; the server checks every rule again.
 */
export function MemberLeaderPanel({ member }: { member: MemberDetail }) {
  const t = useMessages(membersMessages);
  const roleName = useRoleName();
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
    p.then((r) => notifyDone(title, r.message)).catch((e: unknown) => notifyFailed(failed, e, t('tryAgain')));

  return (
    <section aria-labelledby="leader-heading" className="rounded-2xl border bg-card p-5 shadow-xs">
      <h2 id="leader-heading" className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
        {t('leadership')}
      </h2>
      <div className="mt-4 flex flex-col gap-5 lg:flex-row lg:items-end">
        {member.manageable && !deactivated && (
          <form
            className="flex flex-1 items-end gap-2"
            onSubmit={roleForm.handleSubmit(({ role }) =>
              run(changeRole.mutateAsync({ userId: member.id, role }), t('roleChanged'), t('roleNotChanged')),
            )}
          >
            <SelectField
              label={t('role')}
              className="flex-1"
              error={roleForm.formState.errors.role?.message}
              {...roleForm.register('role')}
              options={roles.map((r) => ({ value: r, label: roleName(r) }))}
            />
            <Button type="submit" variant="secondary" loading={changeRole.isPending} disabled={role === member.role}>
              {t('saveRole')}
            </Button>
          </form>
        )}
        <div className="flex flex-wrap gap-2">
          {renews && renewable && (
            <Button
              variant="secondary"
              loading={renew.isPending}
              onClick={() => void run(renew.mutateAsync(member.id), t('membershipRenewed'), t('notRenewed'))}
            >
              {member.status === 'expired' ? t('renewAndReactivate') : t('renewYear')}
            </Button>
          )}
          {renews && member.status === 'active' && (
            <Button variant="secondary" onClick={() => setConfirm('lapse')}>
              {t('lapseMembership')}
            </Button>
          )}
          {member.manageable && !deactivated && (
            <>
              <Button variant="secondary" onClick={() => setConfirm('link')}>
                {t('sendResetLink')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirm('temporary')}>
                {t('temporaryPassword')}
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
                    t('memberReactivated'),
                    t('notReactivated'),
                  )
                }
              >
                {t('reactivate')}
              </Button>
            ) : (
              <Button variant="destructive" onClick={() => setConfirm('deactivate')}>
                {t('deactivate')}
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
          confirm === 'link' ? t('resetLinkTitle', { name: member.name }) : t('temporaryTitle', { name: member.name })
        }
        confirmLabel={confirm === 'link' ? t('sendLink') : t('setTemporary')}
        busy={resetPassword.isPending}
        onConfirm={() => {
          const mode = confirm === 'link' ? 'link' : 'temporary';
          void resetPassword
            .mutateAsync({ userId: member.id, mode })
            .then((r) => {
              notifyDone(t('passwordReset'), r.message);
              setTemporary(r.temporaryPassword);
            })
            .catch((e: unknown) => notifyFailed(t('passwordNotReset'), e, t('tryAgain')))
            .then(() => setConfirm(null));
        }}
      >
        {confirm === 'link' ? t('resetLinkText') : t('temporaryText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'deactivate' || confirm === 'lapse'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm === 'lapse' ? t('lapseTitle', { name: member.name }) : t('deactivateTitle', { name: member.name })
        }
        confirmLabel={confirm === 'lapse' ? t('lapseMembership') : t('deactivate')}
        busy={lapse.isPending || setActive.isPending}
        onConfirm={() => {
          const action =
            confirm === 'lapse'
              ? run(lapse.mutateAsync(member.id), t('membershipLapsed'), t('notLapsed'))
              : run(
                  setActive.mutateAsync({ userId: member.id, active: false }),
                  t('memberDeactivated'),
                  t('notDeactivated'),
                );
          void action.then(() => setConfirm(null));
        }}
      >
        {confirm === 'lapse' ? t('lapseText', { name: member.name }) : t('deactivateText', { name: member.name })}
      </ConfirmDialog>
    </section>
  );
}
