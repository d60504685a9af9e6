import * as webPaths from '@chapter/shared/web-paths';
import { MessagesSquare, PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { inboxMessages } from '../messages.ts';

/** The open pane beside the inbox list (wide screens) before a conversation is chosen: what to do next. */
export function ChooseConversation() {
  const t = useMessages(inboxMessages);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MessagesSquare className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('chooseTitle')}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{t('chooseBody')}</p>
      <Link to={webPaths.compose} className={buttonClasses('primary', 'md', 'mt-2')}>
        <PenSquare aria-hidden="true" />
        {t('newMessage')}
      </Link>
    </div>
  );
}
