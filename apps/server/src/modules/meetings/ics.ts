import type { LanguageCode } from '@chapter/shared/languages';
import type { CalendarExportEvent } from '@chapter/shared/meetings.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { meetingsText } from './messages.ts';

/** iCalendar (RFC 5545) writer: escaping, 75-octet line folding, CRLF line ends. */

interface IcsMeeting {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  location: string | null;
  online_link: string | null;
  agenda: string | null;
  speaker: string | null;
  status: string;
  updated_at: string;
}

/** The export shape of a calendar event (docs/product-rules.md "Calendar export"). */
function exportEvent(m: IcsMeeting): CalendarExportEvent {
  return {
    id: String(m.id),
    title: m.title,
    start: m.starts_at,
    end: m.ends_at,
    extendedProps: { location: m.location, agenda: m.agenda },
  };
}

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The agenda is rich text; calendar apps get it as plain text. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

interface CalendarOptions {
  /** UIDs end with "@domain", the host of APP_URL (docs/product-rules.md "Calendar export"). */
  domain: string;
  appUrl: string;
  name: string;
  now: Date;
  /** The language of the description's labels ("Speaker", "Online"); English by default. */
  language?: LanguageCode;
}

function eventLines(m: IcsMeeting, opts: CalendarOptions): string[] {
  const event = exportEvent(m);
  const language = opts.language ?? 'en';
  const description = [
    m.speaker && `${meetingsText(language, 'speaker')}: ${m.speaker}`,
    event.extendedProps.agenda && plainText(event.extendedProps.agenda),
    m.online_link && `${meetingsText(language, 'online')}: ${m.online_link}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const lines = [
    'BEGIN:VEVENT',
    `UID:meeting-${event.id}@${opts.domain}`,
    `DTSTAMP:${stamp(opts.now.toISOString())}`,
    `LAST-MODIFIED:${stamp(m.updated_at)}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `STATUS:${m.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    `URL:${opts.appUrl}${webPath(webPaths.meeting, { meetingId: event.id })}`,
  ];
  if (event.extendedProps.location) lines.push(`LOCATION:${escapeText(event.extendedProps.location)}`);
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with one VEVENT per meeting. */
export function buildCalendar(meetings: IcsMeeting[], opts: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chapter//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    ...meetings.flatMap((m) => eventLines(m, opts)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** One meeting as an e-mail attachment, so the invitation lands in the visitor's calendar with one tap. */
/** A meeting's .ics for an e-mail, its description's labels in the e-mail's language. */
export function meetingIcsAttachment(
  m: IcsMeeting & { group_name: string },
  appUrl: string,
  now: Date,
  language: LanguageCode = 'en',
) {
  return {
    filename: icsFileName(m.title),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildCalendar([m], { domain: new URL(appUrl).hostname, appUrl, name: m.group_name, now, language }),
  };
}

/** A file name safe in Content-Disposition. */
export function icsFileName(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'meeting'}.ics`;
}
