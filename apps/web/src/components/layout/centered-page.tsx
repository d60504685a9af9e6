import * as webPaths from '@chapter/shared/web-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Brand } from './brand.tsx';
import { shellMessages } from './messages.ts';
import { ThemeToggle } from './theme-toggle.tsx';

interface Props {
  title: string;
  description?: ReactNode;
  /** An icon above the title, for confirmation screens. */
  icon?: ReactNode;
  children?: ReactNode;
}

/** A single card in the middle of the page: password reset, setup, invitation response, password change. */
export function CenteredPage({ title, description, icon, children }: Props) {
  const t = useMessages(shellMessages);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40 px-4 py-6 sm:px-8">
      <div className="flex items-center justify-between">
        <Link to={webPaths.login} className="rounded-md" aria-label={t('chapterSignIn')}>
          <Brand />
        </Link>
        <ThemeToggle />
      </div>
      <main className="flex flex-1 items-center justify-center py-8">
        <div className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          {icon && <div className="mb-4">{icon}</div>}
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <div className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</div>}
          {children && <div className="mt-6">{children}</div>}
        </div>
      </main>
    </div>
  );
}
