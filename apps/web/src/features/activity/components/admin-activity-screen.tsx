import {
  ACTIVITY_TYPES,
  type ActivityType,
  APPROVAL_STATUSES,
  type ApprovalStatus,
} from '@chapter/shared/activity.labels';
import { Activity, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { notifyFailed } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { statusLabel } from '../activity-format.ts';
import { useExportActivity } from '../api/export-activity.ts';
import { ActivityDetailDialog } from './activity-detail-dialog.tsx';
import { ActivityList } from './activity-list.tsx';

const TYPE_LABELS: Record<ActivityType, string> = {
  referral: 'Referrals',
  closed_business: 'Closed business',
  one_to_one: 'One-to-ones',
  testimonial: 'Testimonials',
  training_credit: 'Training credits',
};

/** /admin/activity: every record of the group with filters; open one to approve or reject it; CSV export. */
export function AdminActivityScreen() {
  const [type, setType] = useState<ActivityType | ''>('');
  const [approval, setApproval] = useState<ApprovalStatus | ''>('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const q = useDebouncedValue(search.trim(), 300);
  const exporter = useExportActivity();
  const filters = {
    box: 'group' as const,
    type: type || undefined,
    approvalStatus: approval || undefined,
    q: q || undefined,
  };
  const download = async () => {
    try {
      await exporter.mutateAsync({ type: filters.type, approvalStatus: filters.approvalStatus, q: filters.q });
    } catch (err) {
      notifyFailed('Export failed', err);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SearchBox label="Search" value={search} onChange={setSearch} placeholder="Search by member or text" />
        <SelectField
          label="Type"
          hideLabel
          value={type}
          onChange={(e) => setType(e.target.value as ActivityType | '')}
          options={[
            { value: '', label: 'All types' },
            ...ACTIVITY_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
          ]}
        />
        <SelectField
          label="Approval"
          hideLabel
          value={approval}
          onChange={(e) => setApproval(e.target.value as ApprovalStatus | '')}
          options={[
            { value: '', label: 'Any approval' },
            ...APPROVAL_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
        <Button variant="secondary" loading={exporter.isPending} onClick={() => void download()}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      <ActivityList
        filters={filters}
        onOpen={(r) => setOpen(r.id)}
        empty={{ icon: Activity, title: 'No records match', body: <p>Records members give each other appear here.</p> }}
      />
      <ActivityDetailDialog id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
