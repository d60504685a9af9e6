import * as webPaths from '@chapter/shared/web-paths';
import { MessagesSquare, PenSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The open pane beside the inbox list (wide screens) before a conversation is chosen: what to do next. */
export function ChooseConversation() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <MessagesSquare className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">Choose a conversation</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Pick one from the list to read it here, or write to any member of your group.
      </p>
      <Link to={webPaths.compose} className={buttonClasses('primary', 'md', 'mt-2')}>
        <PenSquare aria-hidden="true" />
        New message
      </Link>
    </div>
  );
}
