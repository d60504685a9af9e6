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
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyFailed } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { statusLabel } from '../activity-format.ts';
import { useExportActivity } from '../api/export-activity.ts';
import { activityMessages } from '../messages.ts';
import { ActivityDetailDialog } from './activity-detail-dialog.tsx';
import { ActivityList } from './activity-list.tsx';

/** /admin/activity: every record of the group with filters; open one to approve or reject it; CSV export. */
export function AdminActivityScreen() {
  const t = useMessages(activityMessages);
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
      notifyFailed(t('exportFailed'), err);
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SearchBox label={t('search')} value={search} onChange={setSearch} placeholder={t('searchByMember')} />
        <SelectField
          label={t('type')}
          hideLabel
          value={type}
          onChange={(e) => setType(e.target.value as ActivityType | '')}
          options={[
            { value: '', label: t('allTypes') },
            ...ACTIVITY_TYPES.map((type) => ({ value: type, label: t('typeName', { type }) })),
          ]}
        />
        <SelectField
          label={t('approval')}
          hideLabel
          value={approval}
          onChange={(e) => setApproval(e.target.value as ApprovalStatus | '')}
          options={[
            { value: '', label: t('anyApproval') },
            ...APPROVAL_STATUSES.map((s) => ({ value: s, label: statusLabel(s) })),
          ]}
        />
        <Button variant="secondary" loading={exporter.isPending} onClick={() => void download()}>
          <Download aria-hidden="true" />
          {t('exportCsv')}
        </Button>
      </div>
      <ActivityList
        filters={filters}
        onOpen={(r) => setOpen(r.id)}
        empty={{ icon: Activity, title: t('noRecordsMatch'), body: <p>{t('recordsHint')}</p> }}
      />
      <ActivityDetailDialog id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
