import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useVisitorTasks } from './api.ts';
import { followUpMessages } from './messages.ts';
import { TaskRow } from './task-row.tsx';
import { VisitorFollowUpDialog } from './visitor-follow-up-dialog.tsx';

/** The host's tasks (mine) or every task of the chapter (leaders), open ones soonest first. */
export function VisitorTasks({ scope }: { scope: 'mine' | 'group' }) {
  const t = useMessages(followUpMessages);
  const [state, setState] = useState<'open' | 'done'>('open');
  const list = useVisitorTasks(scope, state);
  const [visitor, setVisitor] = useState<{ id: number; name: string } | null>(null);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t('show')}
        value={state}
        onChange={(e) => setState(e.target.value as 'open' | 'done')}
        options={[
          { value: 'open', label: t('openTasks') },
          { value: 'done', label: t('doneTasks') },
        ]}
      />
      {list.isPending && <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />}
      {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && (
        <EmptyState icon={ListChecks} title={state === 'open' ? t('noOpenTasks') : t('noDoneTasks')}>
          <p>{t('noTasksHint')}</p>
        </EmptyState>
      )}
      <ul className="flex flex-col gap-2" aria-label={t('tasks')}>
        {items.map((task) => (
          <li key={task.id}>
            <TaskRow
              task={task}
              showAssignee={scope === 'group'}
              onOpenVisitor={(x) => setVisitor({ id: x.visitorId, name: x.visitorName })}
            />
          </li>
        ))}
      </ul>
      <ShowMore list={list} />
      {visitor && <VisitorFollowUpDialog visitor={visitor} open onOpenChange={(open) => !open && setVisitor(null)} />}
    </div>
  );
}
