import * as webPaths from '@chapter/shared/web-paths';
import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { AlertOctagon, Bug, CheckCircle2, Home, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { useAuthToken } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { useMessagesNow } from '../../lib/i18n/use-messages-now.ts';
import { reloadOnceForNewBuild } from '../../lib/new-build.ts';
import { notifyDone, notifyProblem } from '../../lib/notify.ts';
import { componentMessages } from '../messages.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { FullScreenSpinner, Spinner } from '../ui/spinner.tsx';
import { cachedProfile, isChunkLoadError, sendErrorReport } from './error-report.ts';
import { ErrorReportForm, type ReportDetails } from './error-report-form.tsx';

/** The boundary's states after "normal" (which is simply the page itself). */
type View = 'error' | 'report' | 'submitting';

/**
 * The error screen for everything a route throws, failed lazy screens included. Inside the signed-in
 * layout it fills the page area and the navigation stays usable; at the root it fills the window. It shows at once
 * and never waits for its words: in English until its language's are in, and for good when they cannot be fetched
 * (use-messages-now.ts).
 */
export function RouteError({ fullScreen = false }: { fullScreen?: boolean }) {
  const t = useMessagesNow(componentMessages);
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthToken() !== null;
  const queryClient = useQueryClient();
  const queryErrors = useQueryErrorResetBoundary();
  const [view, setView] = useState<View>('error');
  const [reportId, setReportId] = useState<string | null>(null);

  // A screen file missing after a deploy: the new build has it (lib/new-build.ts). Decided once per error screen.
  const [reloading] = useState(() => isChunkLoadError(error) && reloadOnceForNewBuild());

  useEffect(() => {
    if (!reloading) console.error(error);
  }, [error, reloading]);

  const tryAgain = () => {
    // A failed screen file stays failed in this page's module cache: only a reload fetches it again.
    if (isChunkLoadError(error)) return window.location.reload();
    // The screen most likely failed on the data it was given, and rendering the same cached answer (even while a
    // fresh one loads) would fail the same way. So the answers no screen shows now, the failed screen's among them,
    // are dropped and fetched afresh as it mounts again; those still on screen (the layout's) refetch in place; and
    // errors a query threw are forgotten.
    queryErrors.reset();
    void queryClient.resetQueries({ type: 'inactive' });
    void queryClient.invalidateQueries({ type: 'active' });
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };

  const report = async (details: ReportDetails) => {
    setView('submitting');
    try {
      const result = await sendErrorReport({ error, user: signedIn ? cachedProfile() : undefined, ...details });
      setReportId(result.reportId);
      setView('error');
      notifyDone(t('reportSentTitle'), t('reportReference', { id: result.reportId }));
    } catch {
      setView('report');
      notifyProblem(t('reportFailedTitle'), t('reportFailedMessage'));
    }
  };

  if (reloading) {
    const label = t('loadingLatest');
    return fullScreen ? <FullScreenSpinner label={label} /> : <Spinner label={label} />;
  }

  return (
    <div className={cn('flex justify-center px-4', fullScreen ? 'min-h-dvh items-center' : 'py-8 sm:py-12')}>
      <div role="alert" className="w-full max-w-md rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-8">
        <span className="inline-flex rounded-full bg-destructive-soft p-3 text-destructive-strong">
          <AlertOctagon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold">{t('somethingWentWrong')}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t('errorWhileRendering')}</p>
        {reportId && (
          <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-success-soft px-3 py-1 text-xs font-medium text-success-strong">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t('reportSentReference', { id: reportId })}
          </p>
        )}
        {view === 'error' ? (
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            <Link to={webPaths.root} reloadDocument className={buttonClasses('secondary')}>
              <Home aria-hidden="true" />
              {t('goHome')}
            </Link>
            <Button onClick={tryAgain}>
              <RotateCcw aria-hidden="true" />
              {t('tryAgainPage')}
            </Button>
            {!reportId && (
              <Button variant="ghost" onClick={() => setView('report')}>
                <Bug aria-hidden="true" />
                {t('reportIssue')}
              </Button>
            )}
          </div>
        ) : (
          <ErrorReportForm
            signedIn={signedIn}
            submitting={view === 'submitting'}
            onSubmit={(details) => void report(details)}
            onCancel={() => setView('error')}
          />
        )}
      </div>
    </div>
  );
}
