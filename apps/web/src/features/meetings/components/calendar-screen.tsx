import { meetingsRoutes } from '@chapter/shared/api/meetings.routes';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { firstDayOfWeek } from '@chapter/shared/week-start';
import type { DatesSetArg, EventClickArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Download, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/list-states.tsx';
import { apiFile } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/download.ts';
import { zonedDateTime } from '../../../lib/format/index.ts';
import { currentLocale, formatLocale } from '../../../lib/i18n/catalogue.ts';
import { isRightToLeft } from '../../../lib/i18n/locales.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser, useGroupTimeZone } from '../../../lib/session.ts';
import { calendarWindow, useMeetings, viewWindow, windowFor } from '../api/list-meetings.ts';
import { meetingsMessages } from '../messages.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { formatWhen } from './meeting-format.ts';
import { RsvpButtons } from './rsvp-buttons.tsx';

/**
 * The grid shows the group's wall clock (docs/web-formatting.md), not the device's: each instant becomes the group's
 * local date and time without an offset, and the calendar runs in UTC, where such a time is shown as written. This
 * keeps FullCalendar's time-zone plugins (and their zone data) off the page.
 */
function wallClock(instant: Date | string, timeZone: string | undefined): string {
  const { date, time } = zonedDateTime(instant, timeZone);
  return `${date}T${time}:00`;
}

const phone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 640px)').matches;

/**
 * FullCalendar in the active language (docs/i18n.md): its month and day names, titles and dates come from Intl in
 * the language's formatting locale, and its few words, buttons and their hints are ours. The week starts as the
 * reader's region starts it, a convention of the place rather than the language: the formatting locale's region
 * when it has one (es-MX: Sunday), else the browser's first region (an English screen in a de-DE browser: Monday),
 * else the language's own (German, Spanish: Monday). Read at render: a change of language mounts the screen again.
 */
const hasRegion = (tag: string) => {
  try {
    return Boolean(new Intl.Locale(tag).region);
  } catch {
    return false;
  }
};
const browserRegionLocale = () =>
  typeof navigator === 'undefined' ? undefined : (navigator.languages ?? [navigator.language]).find(hasRegion);

function calendarLanguage() {
  const text = meetingsMessages.text;
  const locale = formatLocale();
  return {
    locale,
    firstDay: firstDayOfWeek(hasRegion(locale) ? locale : (browserRegionLocale() ?? locale)),
    // Its own direction is left to right unless told: in a right-to-left language its grid and arrows follow the page.
    direction: isRightToLeft(currentLocale()) ? ('rtl' as const) : ('ltr' as const),
    buttonText: {
      today: text('calendarToday'),
      month: text('calendarMonth'),
      week: text('calendarWeek'),
      list: text('calendarList'),
    },
    buttonHints: {
      prev: (_text: string, unit: string) => text('calendarPrevious', { unit }),
      next: (_text: string, unit: string) => text('calendarNext', { unit }),
      today: (_text: string, unit: string) => text('calendarThis', { unit }),
    },
    viewHint: (_text: string, view: string) => text('calendarView', { view }),
    allDayText: text('calendarAllDay'),
    noEventsText: text('calendarNoEvents'),
    timeHint: text('calendarTime'),
    eventHint: text('calendarEvent'),
  };
}

/** /calendar: month, week and list views of the group's meetings, RSVP inline, export and subscription. */
export function CalendarScreen() {
  const t = useMessages(meetingsMessages);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const timeZone = useGroupTimeZone();
  const [range, setRange] = useState<[string, string]>(() => calendarWindow());
  const meetings = useMeetings(range[0], range[1]);
  const items = meetings.data?.items ?? [];
  const events = useMemo(
    () =>
      items.map((m) => ({
        id: String(m.id),
        title: m.status === 'cancelled' ? meetingsMessages.text('cancelledEvent', { title: m.title }) : m.title,
        start: wallClock(m.startsAt, timeZone),
        end: wallClock(m.endsAt, timeZone),
        classNames: m.status === 'cancelled' ? ['opacity-50', 'line-through'] : [],
        extendedProps: { location: m.location },
      })),
    [items, timeZone],
  );
  const language = useMemo(calendarLanguage, []);
  const upcoming = items.filter((m) => m.status === 'scheduled' && Date.parse(m.endsAt) > Date.now()).slice(0, 5);
  const [exporting, setExporting] = useState(false);

  async function exportCalendar() {
    setExporting(true);
    try {
      saveFile(await apiFile(meetingsRoutes.calendarIcs, { errorToast: true }), 'calendar.ics');
    } finally {
      setExporting(false);
    }
  }

  return (
    <ScreenIntro title={t('calendarTitle')} description={t('calendarIntro')}>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void exportCalendar()} loading={exporting}>
          <Download aria-hidden="true" /> {t('exportCalendar')}
        </Button>
        {can(user, 'manage_meetings') && (
          <Link to={webPath(webPaths.meetingEdit, { meetingId: 'new' })} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" /> {t('newMeeting')}
          </Link>
        )}
      </div>
      {meetings.isError && <ErrorState message={meetings.error.message} onRetry={() => void meetings.refetch()} />}
      {/* Room for a month of weekly meetings before they arrive, so what follows does not jump down. */}
      <div className="min-h-[32rem] rounded-xl border bg-card p-2 text-sm sm:p-4">
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
          initialView={phone() ? 'listMonth' : 'dayGridMonth'}
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' }}
          {...language}
          events={events}
          timeZone="UTC"
          now={() => wallClock(new Date(), timeZone)}
          height="auto"
          // A view inside the loaded window (the first one, or month to list) needs no new request or render.
          datesSet={(arg: DatesSetArg) => setRange((loaded) => windowFor(loaded, ...viewWindow(arg.start, arg.end)))}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            void navigate(webPath(webPaths.meeting, { meetingId: arg.event.id }));
          }}
        />
      </div>
      <section aria-labelledby="upcoming" className="flex flex-col gap-3">
        <h2 id="upcoming" className="text-lg font-semibold">
          {t('upcomingInView')}
        </h2>
        {upcoming.length === 0 && !meetings.isPending && (
          <p className="text-sm text-muted-foreground">{t('noUpcoming')}</p>
        )}
        <ul className="flex flex-col gap-2">
          {meetings.isPending &&
            [0, 1, 2].map((i) => (
              <li key={i} aria-hidden="true" className="h-[6.5rem] animate-pulse rounded-xl border bg-card sm:h-16" />
            ))}
          {upcoming.map((m) => (
            <li
              key={m.id}
              className="flex flex-col gap-2 rounded-xl border bg-card p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <Link to={webPath(webPaths.meeting, { meetingId: m.id })} className="font-medium hover:underline">
                  {m.title}
                </Link>
                <p className="text-sm text-muted-foreground">{formatWhen(m.startsAt, m.timezone)}</p>
              </div>
              <RsvpButtons meetingId={m.id} value={m.myRsvp} />
            </li>
          ))}
        </ul>
      </section>
      <CalendarFeedPanel />
    </ScreenIntro>
  );
}
