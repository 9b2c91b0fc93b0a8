// The confirmed visit as an iCalendar event (RFC 5545), attached to the visitor's e-mail so a
// phone's calendar adds it in one tap. Written out here: one event of eight properties needs the
// format's escaping and line folding only, not a library (decision 0039).

export interface VisitEvent {
  /** Stable per visit, so a calendar updates rather than duplicates a re-sent event. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  /** The agency, as the event's organiser (its e-mail, when set). */
  organizer?: { name: string; email: string };
  url?: string;
}

/** 20261205T090000Z: a UTC date-time, as the format writes it. */
const utc = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Control characters a content line may not hold (RFC 5545 3.1: any but the tab). */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Backslash, semicolon, comma and line ends are escaped in TEXT values: CRLF, a bare LF and a bare
 * CR (an address typed on an old Mac, or pasted) each as one `\n`; a bare CR left as it is would
 * end the line early and let the rest of the text read as a property of its own.
 */
const escapeText = (value: string): string =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROLS, '');

/** A quoted parameter value holds no quote and no control character. */
const quotedParam = (value: string): string => value.replace(/["\r\n]/g, ' ').replace(CONTROLS, '');

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function visitCalendar(event: VisitEvent, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//dar-dz//visits//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer
      ? [
          `ORGANIZER;CN="${quotedParam(event.organizer.name)}":mailto:${event.organizer.email.replace(CONTROLS, '').replace(/\s/g, '')}`,
        ]
      : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
