import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { BackToInbox } from '../../../components/chat/back-to-inbox.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { inboxMessages } from '../messages.ts';

interface Props {
  other: { id: number; name: string };
}

/** Back to the inbox, and who this conversation is with (their name leads to their profile). */
export function ConversationHeader({ other }: Props) {
  const t = useMessages(inboxMessages);
  const name = other.name || t('member');
  return (
    <header className="flex items-center gap-3 border-b px-3 py-2.5 sm:px-5">
      <BackToInbox />
      <Avatar name={name} src={null} size={96} className="size-10" />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-semibold leading-tight">{name}</h1>
        <Link
          to={webPath(webPaths.profile, { userId: other.id })}
          className="text-xs text-muted-foreground hover:text-foreground hover:underline"
        >
          {t('viewProfile')}
        </Link>
      </div>
    </header>
  );
}
