import type { VisitorTask } from '@chapter/shared/visitor-follow-up.schemas';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyFailed } from '../../../lib/notify.ts';
import { useGroupTimeZone } from '../../../lib/session.ts';
import { useUpdateTask } from './api.ts';
import { followUpMessages } from './messages.ts';

/** One follow-up task: what, for whom, when due (overdue marked), and done or open again. */
export function TaskRow({
  task,
  showAssignee,
  onOpenVisitor,
}: {
  task: VisitorTask;
  showAssignee: boolean;
  /** Opens the visitor's follow-up (a list of tasks; not inside the follow-up itself). */
  onOpenVisitor?: (task: VisitorTask) => void;
}) {
  const t = useMessages(followUpMessages);
  const timeZone = useGroupTimeZone();
  const update = useUpdateTask();
  const done = task.doneAt !== null;
  const toggle = () =>
    update.mutate(
      { taskId: task.id, done: !done },
      { onError: (err) => notifyFailed(t('taskNotSaved'), err, t('tryAgain')) },
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border bg-card p-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium">{t('taskKind', { kind: task.kind.replace(/-/g, '_'), name: task.visitorName })}</p>
        <p className="text-muted-foreground">
          {done
            ? t('doneOn', { date: formatDate(task.doneAt ?? task.dueAt, timeZone) })
            : t('dueOn', { date: formatDate(task.dueAt, timeZone) })}
          {showAssignee && ` · ${task.assigneeName ?? t('noHost')}`}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {task.overdue && (
          <span className="rounded-full bg-destructive px-2 py-1 text-xs font-medium text-white">{t('overdue')}</span>
        )}
        {onOpenVisitor && (
          <Button variant="ghost" size="sm" onClick={() => onOpenVisitor(task)}>
            {t('followUp')}
          </Button>
        )}
        <Button variant="secondary" size="sm" loading={update.isPending} onClick={toggle}>
          {done ? t('reopen') : t('markDone')}
        </Button>
      </div>
    </div>
  );
}
