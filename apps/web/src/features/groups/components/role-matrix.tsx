import type { OverrideItem, RolesView } from '@chapter/shared/groups.schemas';
import { diffMatrices, PLATFORM_ONLY_PERMISSIONS } from '@chapter/shared/role-permissions';
import { PERMISSIONS, type Permission, ROLES, type RoleName } from '@chapter/shared/roles';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { useRoleName } from '../../../lib/i18n/roles.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { failureReason, notifyDone } from '../../../lib/notify.ts';
import { useRolePermissions, useSaveRolePermissions } from '../api/role-permissions.ts';
import { groupsMessages } from '../messages.ts';

type Matrix = Record<RoleName, Permission[]>;
const { text } = groupsMessages;
/** A permission as people read it ("manage groups"), in the active language. */
const label = (permission: string) => text('permissionName', { permission });

/**
 * The role × permission matrix of one layer: the platform (groupId null) or a group. Ticks show what each role
 * will hold; the effect (who gains or loses what, and how many members that touches) shows before saving.
 */
export function RoleMatrix({ groupId }: { groupId: number | null }) {
  const view = useRolePermissions(groupId);
  if (view.isPending) return <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (view.isError) return <ErrorState message={view.error.message} onRetry={() => void view.refetch()} />;
  return <MatrixEditor key={JSON.stringify(view.data.overrides)} view={view.data} groupId={groupId} />;
}

function MatrixEditor({ view, groupId }: { view: RolesView; groupId: number | null }) {
  const t = useMessages(groupsMessages);
  const roleName = useRoleName();
  const save = useSaveRolePermissions(groupId);
  const current = view.effective as Matrix;
  const [draft, setDraft] = useState<Matrix>(current);
  const [failure, setFailure] = useState<string | null>(null);
  const changes = diffMatrices(current, draft);
  const hidden = groupId === null ? [] : PLATFORM_ONLY_PERMISSIONS;
  const perms = PERMISSIONS.filter((p) => !hidden.includes(p));

  const toggle = (role: RoleName, p: Permission) =>
    setDraft((d) => ({ ...d, [role]: d[role].includes(p) ? d[role].filter((x) => x !== p) : [...d[role], p] }));

  const overridesOf = (m: Matrix): OverrideItem[] =>
    ROLES.filter((r) => r !== 'Admin').flatMap((role) =>
      perms
        .filter((p) => (view.base[role] ?? []).includes(p) !== m[role].includes(p))
        .map((permission) => ({ role, permission, granted: m[role].includes(permission) })),
    );

  const submit = async () => {
    setFailure(null);
    try {
      const res = await save.mutateAsync(overridesOf(draft));
      notifyDone(text('permissionsSaved'), res.message);
    } catch (err) {
      setFailure(failureReason(err, text('tryAgain')));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {failure && (
        <Banner variant="destructive" title={t('notSaved')} onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      )}
      <div className="flex flex-col gap-3">
        {ROLES.map((role) => {
          const editable = view.editableRoles.includes(role);
          const n = view.roleCounts[role] ?? 0;
          return (
            <details key={role} className="rounded-2xl border bg-card shadow-xs" open={role === 'Member'}>
              <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-medium">
                <span className="flex-1">{roleName(role)}</span>
                <span className="text-sm font-normal text-muted-foreground">
                  {t('roleSummary', { permissions: draft[role].length, members: n })}
                  {!editable && ` · ${t('readOnlyNote')}`}
                </span>
              </summary>
              <fieldset
                className="grid gap-2 border-t px-4 py-3 sm:grid-cols-2 lg:grid-cols-3"
                aria-label={t('rolePermissions', { role: roleName(role) })}
              >
                {perms.map((p) => {
                  const changed = draft[role].includes(p) !== current[role].includes(p);
                  const overridden = (view.base[role] ?? []).includes(p) !== draft[role].includes(p);
                  return (
                    <label key={p} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={draft[role].includes(p)}
                        disabled={!editable}
                        onChange={() => toggle(role, p)}
                      />
                      <span className={changed ? 'font-semibold text-primary' : undefined}>{label(p)}</span>
                      {overridden && <span className="text-xs text-muted-foreground">{t('overridden')}</span>}
                    </label>
                  );
                })}
              </fieldset>
            </details>
          );
        })}
      </div>
      <section aria-live="polite" className="rounded-2xl border bg-muted/50 p-4 text-sm">
        <h2 className="font-semibold">{t('effectOfSaving')}</h2>
        {changes.length === 0 ? (
          <p className="mt-1 text-muted-foreground">{t('noChanges')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {changes.map((c) => (
              <li key={c.role}>
                <strong>{roleName(c.role)}</strong>{' '}
                {t('roleChange', {
                  count: view.roleCounts[c.role] ?? 0,
                  change: c.lost.length === 0 ? 'gains' : c.gained.length === 0 ? 'loses' : 'both',
                  gained: c.gained.map(label).join(', '),
                  lost: c.lost.map(label).join(', '),
                })}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={changes.length === 0} onClick={() => setDraft(current)}>
            {t('discard')}
          </Button>
          <Button
            variant="secondary"
            disabled={view.editableRoles.length === 0}
            onClick={() =>
              setDraft(
                Object.fromEntries(
                  ROLES.map((r) => [r, view.editableRoles.includes(r) ? (view.base[r] as Permission[]) : current[r]]),
                ) as Matrix,
              )
            }
          >
            {t('resetTo', { layer: groupId === null ? 'platform' : 'group' })}
          </Button>
          <Button disabled={changes.length === 0} loading={save.isPending} onClick={() => void submit()}>
            {t('savePermissions')}
          </Button>
        </div>
      </section>
    </div>
  );
}
