import { MEMBERSHIP_STATUSES, type MembershipStatus } from '@chapter/shared/members.labels';
import { ROLES, type RoleName } from '@chapter/shared/roles';
import { Search, X } from 'lucide-react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { RosterFilters } from '../api/list-roster.ts';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  pending: 'Pending approval',
  inactive: 'Deactivated',
  expired: 'Lapsed',
};

interface Props {
  value: RosterFilters;
  onChange: (next: RosterFilters) => void;
  classifications: string[];
  /** Managers may look at pending, deactivated and lapsed members too. */
  showStatus: boolean;
}

/** Search box and the role, classification and status filters. */
export function RosterFilterBar({ value, onChange, classifications, showStatus }: Props) {
  const set = (patch: Partial<RosterFilters>) => onChange({ ...value, ...patch });
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-end">
      <div className="relative flex-1">
        <label htmlFor="roster-search" className="sr-only">
          Search members
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
          placeholder="Search name, company or classification"
          className="h-10 w-full rounded-lg border border-input bg-card pe-9 ps-9 text-base shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm [&::-webkit-search-cancel-button]:hidden"
          maxLength={100}
        />
        {value.q && (
          <button
            type="button"
            onClick={() => set({ q: '' })}
            aria-label="Clear search"
            className="absolute top-1/2 end-2 -translate-y-1/2 rounded-md p-1 text-muted-foreground hover:bg-accent"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <SelectField
          label="Role"
          hideLabel
          className="md:w-44"
          value={value.role}
          onChange={(e) => set({ role: e.target.value as RoleName | '' })}
          options={[{ value: '', label: 'All roles' }, ...ROLES.map((r) => ({ value: r, label: r }))]}
        />
        <SelectField
          label="Classification"
          hideLabel
          className="md:w-52"
          value={value.classification}
          onChange={(e) => set({ classification: e.target.value })}
          options={[
            { value: '', label: 'All classifications' },
            ...classifications.map((c) => ({ value: c, label: c })),
          ]}
        />
        {showStatus && (
          <SelectField
            label="Status"
            hideLabel
            className="col-span-2 md:w-44"
            value={value.status || 'active'}
            onChange={(e) => set({ status: e.target.value === 'active' ? '' : (e.target.value as MembershipStatus) })}
            options={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] ?? s }))}
          />
        )}
      </div>
    </div>
  );
}
