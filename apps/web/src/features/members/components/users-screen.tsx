import type { MembershipStatus, RosterMember } from '@chapter/shared/members.schemas';
import { ROLES, type RoleName } from '@chapter/shared/roles';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { ChevronRight, Database, FileUp, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { RoleBadge, StatusBadge } from '../../../components/ui/role-badge.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useRoleName } from '../../../lib/i18n/roles.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMembersByStatus } from '../api/list-members.ts';
import { membersMessages } from '../messages.ts';
import { ImportDialog } from './import-dialog.tsx';

/** The tabs, in order; each one's word is `statusName`. */
const TABS: MembershipStatus[] = ['active', 'pending', 'inactive', 'expired'];

function UserRow({ member, showGroup }: { member: RosterMember; showGroup: boolean }) {
  return (
    <Link
      to={webPath(webPaths.profile, { userId: member.id })}
      className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/40"
    >
      <Avatar name={member.name} src={member.profileImageUrl} size={96} className="size-10" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{member.name}</p>
        {/* data-excerpt: one line of the member's details, cut on purpose (e2e/support/layout-checks.ts). */}
        <p data-excerpt className="truncate text-sm text-muted-foreground">
          {[member.email, member.classification, showGroup ? member.groupName : null].filter(Boolean).join(' · ')}
        </p>
      </div>
      <div className="hidden items-center gap-2 sm:flex">
        <RoleBadge role={member.role} leadership={member.isLeadership} />
        <StatusBadge status={member.status} />
      </div>
      <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
    </Link>
  );
}

/** /admin/users: members by status; open one to edit, change the role or deactivate; import a CSV. */
export function UsersScreen() {
  const t = useMessages(membersMessages);
  const roleName = useRoleName();
  const user = useCurrentUser();
  const [status, setStatus] = useState<MembershipStatus>('active');
  const [q, setQ] = useState('');
  const [role, setRole] = useState<RoleName | ''>('');
  const list = useMembersByStatus(status, q.trim(), role);
  const [importing, setImporting] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  // A platform admin has no group of their own: the import asks which of the listed groups to fill.
  const groups = [...new Map(items.map((m) => [m.groupId, m.groupName])).entries()];
  const canImport = can(user, 'manage_members');

  return (
    <ScreenIntro title={t('usersTitle')} description={t('usersIntro')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div
          role="tablist"
          aria-label={t('status')}
          className="flex w-full gap-1 overflow-x-auto rounded-xl border bg-muted/60 p-1 sm:w-max"
        >
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={status === tab}
              onClick={() => setStatus(tab)}
              className={cn(
                'flex-1 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap sm:flex-none',
                status === tab ? 'bg-card shadow-xs' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {t('statusName', { status: tab })}
            </button>
          ))}
        </div>
        <SearchBox label={t('searchUsers')} value={q} onChange={setQ} placeholder={t('searchPlaceholder')} />
        <SelectField
          label={t('role')}
          hideLabel
          value={role}
          onChange={(e) => setRole(e.target.value as RoleName | '')}
          options={[{ value: '', label: t('anyRole') }, ...ROLES.map((r) => ({ value: r, label: roleName(r) }))]}
        />
        {canImport && (
          <Link to={webPaths.adminUserCreate} className={buttonClasses('primary')}>
            <UserPlus aria-hidden="true" />
            {t('createUser')}
          </Link>
        )}
        {canImport && (
          <Button variant="secondary" onClick={() => setImporting(true)}>
            <FileUp aria-hidden="true" />
            {t('importCsv')}
          </Button>
        )}
        {canImport && (
          // A chapter's whole history (roster, PALMS, slips) from BNI Connect: docs/imports.md. A link here rather
          // than a sidebar item, which every page would load (e2e/tests/quality-page-weight.spec.ts).
          <Link to={webPaths.adminImports} className={buttonClasses('secondary')}>
            <Database aria-hidden="true" />
            {t('importHistory')}
          </Link>
        )}
      </div>
      {list.isPending ? (
        <LoadingCards count={4} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Users} title={t('noUsers')}>
          <p>{q || role ? t('noUserMatches') : t('noUserWithStatus')}</p>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-2">
          <ul className="flex flex-col gap-2" aria-label={t('usersTitle')}>
            {items.map((m) => (
              <li key={m.id}>
                <UserRow member={m} showGroup={user.isAdmin} />
              </li>
            ))}
          </ul>
          <ShowMore list={list} />
        </div>
      )}
      <ImportDialog open={importing} onOpenChange={setImporting} groups={user.group ? undefined : groups} />
    </ScreenIntro>
  );
}
