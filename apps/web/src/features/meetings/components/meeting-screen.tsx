import { meetingsRoutes } from '@chapter/shared/api/meetings.routes';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { CalendarDays, Download, Globe, MapPin, Mic, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState, LoadingCards } from '../../../components/ui/list-states.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { apiFile } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/download.ts';
import { formatNumber } from '../../../lib/format/index.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { MeetingAgendaCard } from '../agenda/components/meeting-agenda-card.tsx';
import { useMeeting } from '../api/get-meeting.ts';
import { useWithdrawSubstitute } from '../api/substitutions.ts';
import { meetingsMessages } from '../messages.ts';
import { FeaturePresenterPanel } from '../rota/components/feature-presenter-panel.tsx';
import { rotaMessages } from '../rota/messages.ts';
import { rsvpMessages } from '../rsvp/messages.ts';
import { MeetingRunSection } from '../run/components/meeting-run-section.tsx';
import { AttendanceGrid } from './attendance-grid.tsx';
import { formatWhen } from './meeting-format.ts';
import { RsvpButtons } from './rsvp-buttons.tsx';
import { SubstituteForm } from './substitute-form.tsx';

/** Stands for the substitute's name in their line, where it is shown in bold (a character no name holds). */
const BOLD = '\u0001';

/** A run can be driven from an hour before the start to two hours after the end (docs/meeting-mode.md "The run"). */
const RUN_OPENS_MS = 3_600_000;
const RUN_CLOSES_MS = 2 * 3_600_000;

/** /meetings/:meetingId: details, agenda, RSVP, attendees, substitutes and (leaders) attendance. */
export function MeetingScreen({ meetingId, onPassSlip }: { meetingId: number; onPassSlip?: () => void }) {
  const t = useMessages(meetingsMessages);
  const tRsvp = useMessages(rsvpMessages);
  const tRota = useMessages(rotaMessages);
  const user = useCurrentUser();
  const meeting = useMeeting(meetingId);
  const withdraw = useWithdrawSubstitute();
  if (meeting.isPending || meeting.isError) {
    return (
      <ScreenIntro title={t('meeting')} description={t('meetingIntro')}>
        {meeting.isError ? (
          <ErrorState message={meeting.error.message} onRetry={() => void meeting.refetch()} />
        ) : (
          <LoadingCards count={2} className="sm:grid-cols-1 lg:grid-cols-1" />
        )}
      </ScreenIntro>
    );
  }
  const m = meeting.data;
  const cancelled = m.status === 'cancelled';
  const upcoming = !cancelled && Date.parse(m.endsAt) > Date.now();
  const mine = m.substitutions.find((s) => s.memberId === user.id && s.status !== 'rejected');

  return (
    <ScreenIntro title={m.title} description={`${t('meetingType', { type: m.type })} · ${m.groupName}`}>
      {cancelled && <Banner variant="warning" title={t('meetingIsCancelled')} urgent={false} />}
      {m.type === 'chapter' && !cancelled && Date.parse(m.startsAt) - Date.now() < RUN_OPENS_MS && (
        <MeetingRunSection
          meetingId={m.id}
          live={Date.now() < Date.parse(m.endsAt) + RUN_CLOSES_MS}
          onPassSlip={onPassSlip}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void apiFile(meetingsRoutes.meetingIcs, { params: { meetingId: m.id }, errorToast: true }).then((ics) =>
              saveFile(ics, 'meeting.ics'),
            )
          }
        >
          <Download aria-hidden="true" /> {t('addToCalendar')}
        </Button>
        {m.canManage && (
          <Link to={webPath(webPaths.meetingEdit, { meetingId: m.id })} className={buttonClasses('secondary')}>
            <Pencil aria-hidden="true" /> {t('edit')}
          </Link>
        )}
      </div>
      <section className="grid gap-2 rounded-xl border bg-card p-4 text-sm">
        <p className="flex items-center gap-2">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
          {formatWhen(m.startsAt, m.timezone)}
        </p>
        {m.location && (
          <p className="flex items-center gap-2">
            <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
            {m.location}
          </p>
        )}
        {m.onlineLink && (
          <p className="flex items-center gap-2">
            <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
            <a href={m.onlineLink} target="_blank" rel="noreferrer noopener" className="text-primary underline">
              {t('joinOnline')}
            </a>
          </p>
        )}
        {m.speaker && (
          <p className="flex items-center gap-2">
            <Mic className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('speakerLine', { name: m.speaker })}
          </p>
        )}
      </section>
      {!cancelled && (
        <section aria-labelledby="rsvp" className="flex flex-col gap-2">
          <h2 id="rsvp" className="text-lg font-semibold">
            {tRsvp('yourRsvp')}
          </h2>
          <RsvpButtons meetingId={m.id} value={m.myRsvp} disabled={!upcoming} />
        </section>
      )}
      {m.type === 'chapter' && (
        <MeetingAgendaCard
          meetingId={m.id}
          startsAt={m.startsAt}
          timezone={m.timezone}
          editable={m.canManage && upcoming}
        />
      )}
      {m.type === 'chapter' && !cancelled && (
        <div className="flex flex-col gap-2">
          <FeaturePresenterPanel meetingId={m.id} variant="page" />
          <Link to={webPaths.speakerRota} className="self-start text-sm text-primary underline">
            {tRota('seeRota')}
          </Link>
        </div>
      )}
      {m.agenda && (
        <section aria-labelledby="agenda">
          <h2 id="agenda" className="mb-2 text-lg font-semibold">
            {t('agenda')}
          </h2>
          <SafeHtml html={m.agenda} className="prose prose-sm max-w-none rounded-xl border bg-card p-4" />
        </section>
      )}
      <section aria-labelledby="attendees">
        <h2 id="attendees" className="mb-2 text-lg font-semibold">
          {t('attendeesHeading', {
            attending: formatNumber(m.rsvpCounts.attending),
            tentative: formatNumber(m.rsvpCounts.tentative),
          })}
        </h2>
        {m.attendees.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noAnswers')}</p>
        ) : (
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {m.attendees.map((a) => (
              <li key={a.userId} className="flex justify-between gap-2 rounded-lg border bg-card px-3 py-2">
                <span className="truncate">{a.name}</span>
                <span className="text-muted-foreground">{t('attendeeResponse', { response: a.response })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="substitutes" className="flex flex-col gap-2">
        <h2 id="substitutes" className="text-lg font-semibold">
          {t('substitutes')}
        </h2>
        {m.substitutions.length === 0 && <p className="text-sm text-muted-foreground">{t('noSubstitutes')}</p>}
        <ul className="flex flex-col gap-1 text-sm">
          {m.substitutions.map((s) => {
            // One sentence in the language's order, the substitute's name in bold wherever it falls.
            const [before, after] = t('substituteLine', {
              substitute: BOLD,
              member: s.memberName,
              status: t('substitutionStatus', { status: s.status }),
            }).split(BOLD);
            return (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-card px-3 py-2"
              >
                <span>
                  {before}
                  <strong>{s.substituteName}</strong>
                  {after}
                </span>
                {s.status === 'pending' && (
                  <Button variant="ghost" size="sm" onClick={() => withdraw.mutate(s.id)}>
                    {t('withdraw')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {upcoming && !mine && can(user, 'view_members') && <SubstituteForm meetingId={m.id} />}
      </section>
      {m.canRecordAttendance && !cancelled && Date.parse(m.startsAt) - Date.now() < 12 * 3_600_000 && (
        <section aria-labelledby="attendance" className="flex flex-col gap-2">
          <h2 id="attendance" className="text-lg font-semibold">
            {t('attendanceTitle')}
          </h2>
          <AttendanceGrid meetingId={m.id} />
        </section>
      )}
    </ScreenIntro>
  );
}
