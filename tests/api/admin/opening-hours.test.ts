// Date-dependent: CI also runs this file on a Friday and a Saturday (TEST_NOW, tests/setup.ts).
// The agency's opening hours in the general info: saved by a superadmin (POST /api/genInfo),
// checked by the shared schema (closing after opening, two intervals at most and apart), shown by
// GET /api/genInfo, and obeyed by visit requests at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../../../common/opening-hours.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { createProperty } from '../../helpers/factories.ts';
import { algiers, friday, openDay } from '../../helpers/visit-slots.ts';

let t: TestApp;
let admin: LoggedIn;
let agent: LoggedIn;
let office: { latitude: number; longitude: number };

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  [admin, agent] = await Promise.all([loginAs(t, 'superadmin'), loginAs(t, 'agent')]);
  const info = (await t.app.inject({ method: 'GET', url: '/api/genInfo' })).json();
  office = { latitude: info.latitude, longitude: info.longitude };
});
afterAll(async () => {
  await t?.close();
});

const save = (who: LoggedIn, opening_hours: unknown) =>
  who.inject({ method: 'POST', url: '/api/genInfo', payload: { ...office, opening_hours } });

describe('opening hours', () => {
  it('start with the demo week: Saturday morning, Sunday to Thursday, Friday closed', async () => {
    const info = (await t.app.inject({ method: 'GET', url: '/api/genInfo' })).json();
    expect(info.opening_hours).toEqual(DEFAULT_OPENING_HOURS);
    expect(info.opening_hours.fri).toEqual([]);
  });

  it('are saved by a superadmin, intervals sorted, and read back', async () => {
    const hours = {
      ...DEFAULT_OPENING_HOURS,
      sat: [
        { open: '14:00', close: '16:00' },
        { open: '09:00', close: '12:00' },
      ],
    };
    const response = await save(admin, hours);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().opening_hours.sat).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '14:00', close: '16:00' },
    ]);
    const info = (await t.app.inject({ method: 'GET', url: '/api/genInfo' })).json();
    expect(info.opening_hours.sat[1]).toEqual({ open: '14:00', close: '16:00' });
  });

  it.each([
    [
      'closing before opening',
      { sun: [{ open: '17:00', close: '09:00' }] },
      'opening_hours.sun.0.close',
    ],
    [
      'closing at opening',
      { mon: [{ open: '09:00', close: '09:00' }] },
      'opening_hours.mon.0.close',
    ],
    [
      'two overlapping intervals',
      {
        tue: [
          { open: '09:00', close: '13:00' },
          { open: '12:00', close: '17:00' },
        ],
      },
      'opening_hours.tue.1.open',
    ],
    [
      'three intervals',
      {
        wed: [
          { open: '08:00', close: '09:00' },
          { open: '10:00', close: '11:00' },
          { open: '12:00', close: '13:00' },
        ],
      },
      'opening_hours.wed',
    ],
    [
      'a time that is not one',
      { thu: [{ open: '25:00', close: '26:00' }] },
      'opening_hours.thu.0.open',
    ],
    ['a missing day', { fri: undefined }, 'opening_hours.fri'],
  ])('refuse %s, naming the field', async (_, change, field) => {
    const response = await save(admin, { ...DEFAULT_OPENING_HOURS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('are a superadmin setting', async () => {
    expect((await save(agent, DEFAULT_OPENING_HOURS)).statusCode).toBe(403);
  });

  it('decide at once which visit slots are accepted', async () => {
    const property = await createProperty(t.services.db);
    const ask = (slot: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/visits',
        headers: { 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200) + 1}` },
        payload: {
          property_id: property.id,
          full_name: 'Karim B.',
          phone_number: '0770 11 22 33',
          slots: [slot],
        },
      });
    const fridayMorning = algiers(friday(3), '10:00');
    expect((await ask(fridayMorning)).json().code).toBe('visit.slot_outside_hours');
    await save(admin, {
      ...DEFAULT_OPENING_HOURS,
      fri: [{ open: '09:00', close: '12:00' }],
      sun: [],
    });
    expect((await ask(fridayMorning)).statusCode).toBe(201);
    // Sunday is now closed.
    const sunday = new Date(`${openDay(3)}T12:00:00Z`);
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1);
    const sundayMorning = algiers(sunday.toISOString().slice(0, 10), '10:00');
    expect((await ask(sundayMorning)).json().code).toBe('visit.slot_outside_hours');
  });
});
