import { CONNECTION_BANNER_HIDE_MS } from '@chapter/shared/constants';
import { CheckCircle2, Loader2, RotateCw, WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useLastSynced } from '../../lib/last-synced.ts';
import { type RealtimeStatus, useRealtimeStatus } from '../../lib/realtime.ts';
import { useGroupTimeZone } from '../../lib/session.ts';
import { Button } from '../ui/button.tsx';
import { shellMessages } from './messages.ts';

const { text } = shellMessages;

type Severity = 'low' | 'medium' | 'high';

/** Low; medium from 3 reconnect attempts; high from 5 attempts or once the connection failed. */
export function connectionSeverity(status: RealtimeStatus): Severity {
  if (status.state === 'failed' || status.attempts >= 5) return 'high';
  if (status.attempts >= 3) return 'medium';
  return 'low';
}

/** Connection messages; null while there is nothing to report (the first connect included). */
export function connectionProblem(status: RealtimeStatus): string | null {
  if (status.state === 'connected') return null;
  const attempts = { attempts: status.attempts };
  if (!status.online) return text('connectionOffline');
  if (status.state === 'failed') return text('connectionFailed', attempts);
  if (status.state === 'connecting' && status.attempts > 5) return text('connectionTrouble');
  if (status.state === 'connecting' && status.attempts > 0) return text('reconnecting', attempts);
  return null;
}

/**
 * The pill floats instead of taking a row of the page: appearing for two seconds after each connect, it would push
 * the whole page down and back (a layout shift on every signed-in load). It floats low, above a phone's bottom bar,
 * in the room the page keeps free under its content (app-shell.tsx), and above the message box on a conversation
 * screen; under the header it covered the page's heading and the totals at the top of a screen. Taps go through it.
 */
const FLOATING = [
  'pointer-events-none fixed inset-x-0 z-30 flex justify-center px-4',
  'bottom-[calc(4.5rem+env(safe-area-inset-bottom))] md:bottom-2',
  'max-md:[body:has([data-chat-frame])_&]:bottom-[calc(9rem+env(safe-area-inset-bottom))]',
].join(' ');

/** The problem, and while offline how old the screens' data may be: two sentences, the second on a line of its own. */
function ProblemText({ problem, synced }: { problem: string; synced: string }) {
  if (!synced) return <span>{problem}</span>;
  return (
    <span>
      {problem}. <span className="block">{synced}</span>
    </span>
  );
}

const inlineStyles: Record<Exclude<Severity, 'high'>, string> = {
  low: 'border-border bg-muted text-muted-foreground',
  medium: 'border-warning/40 bg-warning-soft text-warning-strong',
};

/**
 * The connection-status banner. A problem shows while it lasts; whenever the state reaches connected (the
 * first connect after sign-in or a page load, and every recovery) "Connected" shows for 2 seconds, then the
 * banner hides. Severity high floats over the page with a Reload Page button.
 */
interface Props {
  status: RealtimeStatus;
  /** When this device last heard from the server (ISO), shown while offline; '' when unknown. */
  lastSynced?: string;
  timeZone?: string;
}

export function ConnectionBanner({ status, lastSynced = '', timeZone }: Props) {
  const t = useMessages(shellMessages);
  const problem = connectionProblem(status);
  // Offline, the screens show what the service worker kept: say how old it may be.
  const synced = !status.online && lastSynced ? t('syncedAt', { time: formatDateTime(lastSynced, timeZone) }) : '';
  const previous = useRef(status.state);
  const [justConnected, setJustConnected] = useState(false);

  useEffect(() => {
    const before = previous.current;
    previous.current = status.state;
    if (status.state !== 'connected') {
      setJustConnected(false);
      return;
    }
    if (before === 'connected') return;
    setJustConnected(true);
    const timer = setTimeout(() => setJustConnected(false), CONNECTION_BANNER_HIDE_MS);
    return () => clearTimeout(timer);
  }, [status.state]);
  const recovered = justConnected && !problem;

  if (!problem && !recovered) return null;
  if (!problem) {
    return (
      <div role="status" data-severity="low" className={FLOATING}>
        <p className="inline-flex items-center gap-2 rounded-full border border-success/40 bg-success-soft px-3 py-1 text-xs font-medium text-success-strong">
          <CheckCircle2 className="size-3.5" aria-hidden="true" />
          {t('connected')}
        </p>
      </div>
    );
  }
  const severity = connectionSeverity(status);
  const Icon = status.online ? Loader2 : WifiOff;
  if (severity === 'high') {
    return (
      <div
        role="alert"
        data-severity="high"
        className="fixed inset-x-4 bottom-20 z-50 mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-destructive/40 bg-card p-4 shadow-xl md:end-6 md:bottom-6 md:start-auto md:mx-0"
      >
        <span className="rounded-full bg-destructive-soft p-2 text-destructive-strong">
          <WifiOff className="size-5" aria-hidden="true" />
        </span>
        <p className="min-w-0 flex-1 text-sm font-medium">
          <ProblemText problem={problem} synced={synced} />
        </p>
        <Button size="sm" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('reloadPage')}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" data-severity={severity} data-connection-problem className={FLOATING}>
      <p
        className={cn(
          'inline-flex max-w-md items-center gap-2 border px-3 py-1 text-xs font-medium shadow-sm',
          synced ? 'rounded-2xl py-1.5' : 'rounded-full',
          inlineStyles[severity],
        )}
      >
        <Icon className={cn('size-3.5 shrink-0', status.online && 'animate-spin')} aria-hidden="true" />
        <ProblemText problem={problem} synced={synced} />
      </p>
    </div>
  );
}

/** The banner fed by the app's real-time connection. */
export function ConnectionStatus() {
  return <ConnectionBanner status={useRealtimeStatus()} lastSynced={useLastSynced()} timeZone={useGroupTimeZone()} />;
}
