// Reading an e-mail's calendar attachment as a calendar program would: the MIME part found by its
// type and decoded, then the iCalendar text (RFC 5545) checked strictly — CRLF line ends, lines of
// at most 75 octets, folding undone, components opened and closed in order, the required
// properties present — and its properties returned.
import { decodeQuotedPrintable } from './mailbox.ts';

/** The decoded body of the first MIME part of this content type, or null. */
export function attachmentOf(raw: string, contentType: string): string | null {
  // Every multipart level (mixed, then alternative) has its own boundary.
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1]!);
  const parts = boundaries.flatMap((boundary) => raw.split(`--${boundary}`));
  for (const part of parts) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (!new RegExp(`^Content-Type:\\s*${contentType}`, 'im').test(head)) continue;
    if (/^Content-Type:\s*multipart\//im.test(head)) continue;
    const body = rest.join('\r\n\r\n').replace(/\r?\n$/, '');
    const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64')
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  }
  return null;
}

export interface CalendarProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface ParsedCalendar {
  calendar: CalendarProperty[];
  events: CalendarProperty[][];
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Parses an iCalendar text; throws on anything a strict reader would refuse. */
export function parseCalendar(text: string): ParsedCalendar {
  if (!text.endsWith('\r\n')) throw new Error('the text must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('bare LF or CR in a line');
    if (Buffer.byteLength(line) > 75) throw new Error(`line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (lines.length === 0) throw new Error('continuation line first');
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: string[] = [];
  const calendar: CalendarProperty[] = [];
  const events: CalendarProperty[][] = [];
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:"]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, rawName, rawParams = '', value = ''] = match;
    const name = rawName!.toUpperCase();
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push([]);
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} closes nothing open`);
      continue;
    }
    const params = Object.fromEntries(
      [...rawParams.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^;:"]*)/g)].map(([, key, v]) => [
        key!.toUpperCase(),
        v!.replace(/^"|"$/g, ''),
      ]),
    );
    const property = { name, params, value: unescapeText(value) };
    const current = stack.at(-1);
    if (current === 'VEVENT') events.at(-1)!.push(property);
    else if (current === 'VCALENDAR') calendar.push(property);
    else throw new Error(`property outside a component: ${line}`);
  }
  if (stack.length > 0) throw new Error(`unclosed: ${stack.join(', ')}`);
  for (const required of ['VERSION', 'PRODID']) {
    if (!calendar.some((p) => p.name === required)) throw new Error(`calendar without ${required}`);
  }
  for (const event of events) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
      if (!event.some((p) => p.name === required)) throw new Error(`event without ${required}`);
    }
  }
  return { calendar, events };
}

/** 20261205T090000Z as a Date. */
export function calendarDate(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

export const propertyValue = (event: CalendarProperty[], name: string) =>
  event.find((p) => p.name === name)?.value;
