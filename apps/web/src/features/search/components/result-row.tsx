import type { SearchResult } from '@chapter/shared/search.schemas';
import { CalendarDays, Handshake, type LucideIcon, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatDate, formatMeetingTime } from '../../../lib/format/index.ts';
import { useRoleName } from '../../../lib/i18n/roles.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { slot, withElements } from '../../../lib/i18n/with-elements.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { searchMessages } from '../messages.ts';
import { Marked } from './marked.tsx';

/** "in_progress" → "In progress": a status `recordStatus` does not name yet, as the server wrote it. */
const words = (status: string) => {
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

function Row({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        data-search-result=""
        className="flex items-start gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent focus-visible:bg-accent sm:px-5"
      >
        {icon}
        <div className="min-w-0 flex-1">{children}</div>
      </Link>
    </li>
  );
}

const Glyph = ({ icon: Icon }: { icon: LucideIcon }) => (
  <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
    <Icon className="size-5" aria-hidden="true" />
  </span>
);

const Line = ({ children }: { children: ReactNode }) => (
  <p className="mt-0.5 truncate text-sm text-muted-foreground">{children}</p>
);

type ChannelHit = Extract<SearchResult, { kind: 'channel_message' }>;

/** A message of the chapter channel: the chapter, who wrote it (or "You"), the words around the match. */
function ChannelMessageRow({ result, timeZone }: { result: ChannelHit; timeZone: string | undefined }) {
  const t = useMessages(searchMessages);
  const me = useCurrentUser().id;
  return (
    <Row to={result.link} icon={<Glyph icon={Users} />}>
      <div className="flex items-baseline gap-2">
        <p className="min-w-0 truncate font-medium">{result.group.name}</p>
        <span className="shrink-0 text-xs text-muted-foreground">
          {result.announcement ? t('announcement') : t('chapterChannel')}
        </span>
        <time dateTime={result.sentAt} className="ms-auto shrink-0 text-xs text-muted-foreground">
          {formatDate(result.sentAt, timeZone)}
        </time>
      </div>
      <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">
        <span>{result.sender.id === me ? t('youSaid') : t('senderSaid', { name: result.sender.name })} </span>
        <Marked value={result.excerpt} />
      </p>
    </Row>
  );
}

/** One result, as a link to the item: what it is, its matched words marked. */
export function ResultRow({ result, timeZone }: { result: SearchResult; timeZone: string | undefined }) {
  const t = useMessages(searchMessages);
  const roleName = useRoleName();
  switch (result.kind) {
    case 'member':
      return (
        <Row
          to={result.link}
          icon={<Avatar name={result.name.text} src={result.profileImageUrl} size={96} className="size-10" />}
        >
          <p className="truncate font-medium">
            <Marked value={result.name} />
          </p>
          <Line>
            {result.companyName && <Marked value={result.companyName} />}
            {result.companyName && result.classification && ' · '}
            {result.classification && <Marked value={result.classification} />}
            {!result.companyName && !result.classification && roleName(result.role)}
          </Line>
        </Row>
      );
    case 'meeting':
      return (
        <Row to={result.link} icon={<Glyph icon={CalendarDays} />}>
          <p className="truncate font-medium">
            <Marked value={result.title} />
            {result.status === 'cancelled' && <span className="ms-2 text-sm text-destructive">{t('cancelled')}</span>}
          </p>
          <Line>
            {formatMeetingTime(result.startsAt, result.timezone)} · {t('meetingType', { type: result.meetingType })}
          </Line>
          {(result.location || result.speaker) && (
            <Line>
              {result.location && <Marked value={result.location} />}
              {result.location && result.speaker && ' · '}
              {result.speaker && <Marked value={result.speaker} />}
            </Line>
          )}
        </Row>
      );
    case 'record':
      return (
        <Row to={result.link} icon={<Glyph icon={Handshake} />}>
          <p className="truncate font-medium">
            <Marked value={result.title} />
          </p>
          <Line>
            {withElements(
              result.direction === 'given'
                ? t('recordGiven', { type: result.activityType, name: slot(0) })
                : t('recordReceived', { type: result.activityType, name: slot(0) }),
              [<Marked key="name" value={result.otherMember.name} />],
            )}{' '}
            · {t('recordStatus', { status: result.status, words: words(result.status) })} ·{' '}
            {formatDate(result.occurredAt, timeZone)}
          </Line>
          {result.excerpt && (
            <p className="mt-1 line-clamp-2 text-sm">
              <Marked value={result.excerpt} />
            </p>
          )}
        </Row>
      );
    case 'message':
      return (
        <Row to={result.link} icon={<Avatar name={result.otherMember.name} src={null} size={96} className="size-10" />}>
          <div className="flex items-baseline gap-2">
            <p className="min-w-0 truncate font-medium">{result.otherMember.name}</p>
            <time dateTime={result.sentAt} className="ms-auto shrink-0 text-xs text-muted-foreground">
              {formatDate(result.sentAt, timeZone)}
            </time>
          </div>
          <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">
            {result.sender.id !== result.otherMember.id && <span>{t('youSaid')} </span>}
            <Marked value={result.excerpt} />
          </p>
        </Row>
      );
    case 'channel_message':
      return <ChannelMessageRow result={result} timeZone={timeZone} />;
  }
}
