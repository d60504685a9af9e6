import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@chapter/shared/members.labels';
import { ROLES, type RoleName } from '@chapter/shared/roles';
import { Search, X } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useRoleName } from '../../../lib/i18n/roles.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { RosterFilters } from '../api/list-roster.ts';
import { rosterMessages } from '../messages.ts';

interface Props {
  value: RosterFilters;
  onChange: (next: RosterFilters) => void;
  classifications: string[];
  /** Managers may look at pending, deactivated and lapsed members too. */
  showStatus: boolean;
}

/** Search box and the role, classification and status filters. */
export function RosterFilterBar({ value, onChange, classifications, showStatus }: Props) {
  const t = useMessages(rosterMessages);
  const roleName = useRoleName();
  const set = (patch: Partial<RosterFilters>) => onChange({ ...value, ...patch });
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-end">
      <div className="relative flex-1">
        <label htmlFor="roster-search" className="sr-only">
          {t('searchMembers')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          id="roster-search"
          type="search"
          value={value.q}
          onChange={(e) => set({ q: e.target.value })}
          placeholder={t('searchPlaceholder')}
          className="h-10 w-full rounded-lg border border-input bg-card pe-9 ps-9 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
          maxLength={100}
        />
        {value.q && (
          <button
            type="button"
            onClick={() => set({ q: '' })}
            aria-label={t('clearSearch')}
            className="absolute top-1/2 end-2 -translate-y-1/2 rounded-md p-1 text-muted-foreground hover:bg-accent"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <SelectField
          label={t('role')}
          hideLabel
          className="md:w-44"
          value={value.role}
          onChange={(e) => set({ role: e.target.value as RoleName | '' })}
          options={[{ value: '', label: t('allRoles') }, ...ROLES.map((r) => ({ value: r, label: roleName(r) }))]}
        />
        <SelectField
          label={t('classification')}
          hideLabel
          className="md:w-52"
          value={value.classification}
          onChange={(e) => set({ classification: e.target.value })}
          options={[
            { value: '', label: t('allClassifications') },
            ...classifications.map((c) => ({ value: c, label: c })),
          ]}
        />
        {showStatus && (
          <SelectField
            label={t('status')}
            hideLabel
            className="col-span-2 md:w-44"
            value={value.status || 'active'}
            onChange={(e) => set({ status: e.target.value === 'active' ? '' : (e.target.value as MembershipStatus) })}
            options={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: t('statusName', { status: s }) }))}
          />
        )}
      </div>
    </div>
  );
}
