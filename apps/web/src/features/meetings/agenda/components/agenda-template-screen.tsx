import { ScreenIntro } from '../../../../components/layout/screen-intro.tsx';
import { ErrorState, LoadingCards } from '../../../../components/ui/list-states.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { notifyDone } from '../../../../lib/notify.ts';
import { useAgendaTemplate, useSaveAgendaTemplate } from '../api/agenda.ts';
import { agendaMessages } from '../messages.ts';
import { AgendaEditor } from './agenda-editor.tsx';

/** /admin/agenda: the chapter's weekly agenda, which every meeting starts from (docs/meeting-mode.md). */
export function AgendaTemplateScreen() {
  const t = useMessages(agendaMessages);
  const template = useAgendaTemplate();
  const save = useSaveAgendaTemplate();
  return (
    <ScreenIntro title={t('templateTitle')} description={t('templateIntro')}>
      {template.isPending ? (
        <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />
      ) : template.isError ? (
        <ErrorState message={template.error.message} onRetry={() => void template.refetch()} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{template.data.custom ? t('customNote') : t('standardNote')}</p>
          <AgendaEditor
            // A save brings the stored agenda back: the editor starts again from it.
            key={template.data.updatedAt ?? 'standard'}
            segments={template.data.segments}
            onSave={async (segments) => {
              await save.mutateAsync(segments);
              notifyDone(t('saved'));
            }}
          />
        </>
      )}
    </ScreenIntro>
  );
}
