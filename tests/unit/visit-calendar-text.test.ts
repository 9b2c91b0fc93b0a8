// The visit's .ics (decision 0039) with the texts staff and visitors type: a bare CR (an address
// pasted from an old Mac file), a bare LF, CRLF, control characters and a quote in the agency's
// name. A strict reader (tests/helpers/ics.ts) finds every line ended by CRLF only, and each text
// comes back whole, its line ends as new lines, never as a property of its own.
import { describe, expect, it } from 'vitest';
import { visitCalendar } from '../../server/services/visits/visit-calendar.ts';
import { parseCalendar } from '../helpers/ics.ts';

const event = (location: string, description = 'Visite') =>
  visitCalendar(
    {
      uid: 'visit-1@example.dz',
      start: new Date('2026-12-05T09:00:00Z'),
      end: new Date('2026-12-05T10:00:00Z'),
      summary: 'Visite : Villa',
      location,
      description,
      organizer: { name: 'Agence "Dar"\r\nX-EVIL:1', email: 'agence@example.dz' },
    },
    new Date('2026-12-01T08:00:00Z'),
  );

describe('texts in the visit calendar', () => {
  it('escapes a bare CR, a bare LF and CRLF alike, so no text becomes a property', () => {
    for (const end of ['\r', '\n', '\r\n']) {
      const text = event(`12 rue Didouche${end}DTSTART:19700101T000000Z`, `Ligne 1${end}Ligne 2`);
      const parsed = parseCalendar(text);
      const [visit] = parsed.events;
      const value = (name: string) => visit!.filter((p) => p.name === name).map((p) => p.value);
      expect(value('LOCATION'), JSON.stringify(end)).toEqual([
        '12 rue Didouche\nDTSTART:19700101T000000Z',
      ]);
      expect(value('DESCRIPTION')).toEqual(['Ligne 1\nLigne 2']);
      // One start only: the one the visit has.
      expect(value('DTSTART')).toEqual(['20261205T090000Z']);
      expect(visit!.some((p) => p.name === 'X-EVIL')).toBe(false);
    }
  });

  it('drops control characters and keeps the organiser one quoted parameter', () => {
    const parsed = parseCalendar(event('Oran\u0000\u0007\u001b ville'));
    const [visit] = parsed.events;
    expect(visit!.find((p) => p.name === 'LOCATION')!.value).toBe('Oran ville');
    expect(visit!.find((p) => p.name === 'ORGANIZER')).toMatchObject({
      params: { CN: 'Agence  Dar   X-EVIL:1' },
      value: 'mailto:agence@example.dz',
    });
  });
});
