import type { CheckInRefusal } from '@chapter/shared/check-in.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { CalendarDays, CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CenteredPage } from '../../../../components/layout/centered-page.tsx';
import { Button, buttonClasses } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { apiErrorOf } from '../../../../lib/api-error.ts';
import { formatTime } from '../../../../lib/format/dates.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useCheckIn } from '../api/check-in.ts';
import type source from '../messages/en.json';
import { checkInMessages } from '../messages.ts';
import { PageIcon } from './page-icon.tsx';

type Key = keyof typeof source;

/** What to do after each refusal; the server's own words say what went wrong. */
const WHAT_TO_DO: Record<CheckInRefusal, Key> = {
  unknownCode: 'doUnknownCode',
  otherMeeting: 'doOtherMeeting',
  expired: 'doExpired',
  otherChapter: 'doOtherChapter',
  notMember: 'doNotMember',
  cancelled: 'doCancelled',
};

function whatToDo(err: unknown): Key {
  const api = apiErrorOf(err);
  if (!api || api.network) return 'doNetwork';
  if (api.status === 429) return 'doRateLimit';
  return WHAT_TO_DO[api.reason as CheckInRefusal] ?? 'doOther';
}

/** A signed-in member who scanned: checked in as the page opens, then told the mark that stands and its time. */
export function MemberCheckIn({ code, onVisitor }: { code: string; onVisitor: () => void }) {
  const t = useMessages(checkInMessages);
  const checkIn = useCheckIn(code);
  const { mutate } = checkIn;
  // Once per code (StrictMode runs effects twice): a second scan would answer "already marked" for this one.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  const toApp = (
    <Link to={webPaths.home} className={buttonClasses('secondary', 'lg', 'w-full')}>
      {t('goToApp')}
    </Link>
  );

  if (checkIn.isSuccess) {
    const r = checkIn.data;
    const time = formatTime(r.recordedAt, r.timezone);
    return (
      <CenteredPage
        title={
          r.alreadyMarked ? t('alreadyMarked', { status: r.status, time }) : t('checkedIn', { status: r.status, time })
        }
        description={<p>{r.meetingTitle}</p>}
        icon={<PageIcon icon={CircleCheck} tone="done" />}
      >
        {toApp}
      </CenteredPage>
    );
  }
  if (checkIn.isError) {
    const todo = whatToDo(checkIn.error);
    return (
      <CenteredPage
        title={t('notCheckedIn')}
        description={
          <div role="alert" className="flex flex-col gap-2">
            <p className="font-medium text-foreground">{checkIn.error.message}</p>
            <p>{t(todo)}</p>
          </div>
        }
        icon={<PageIcon icon={CircleX} tone="refused" />}
      >
        <div className="flex flex-col gap-3">
          {todo === 'doNetwork' && (
            <Button size="lg" className="w-full" onClick={() => mutate()}>
              {t('tryAgain')}
            </Button>
          )}
          {todo === 'doNotMember' && (
            <Button size="lg" className="w-full" onClick={onVisitor}>
              {t('imVisitor')}
            </Button>
          )}
          {toApp}
        </div>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage title={t('pageTitle')} icon={<PageIcon icon={CalendarDays} />}>
      <Spinner label={t('checkingIn')} />
    </CenteredPage>
  );
}
