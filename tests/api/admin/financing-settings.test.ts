// The financing estimate's settings (decision 0047): part of the general information, saved by a
// superadmin (POST /api/genInfo), checked (rates 0-30 %, durations 1-35 years, a complete mode
// to switch it on), audited, and shown by GET /api/genInfo; off and without rates on a fresh
// database, example values in the demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import { FINANCING_NOT_SET } from '../../helpers/financing.ts';
import { databaseFingerprint, expectClear4xx } from '../bad-input/clear-answer.ts';

const SETTINGS = {
  financing_enabled: true,
  financing_example: false,
  financing_conventional_rate: 7.25,
  financing_conventional_max_years: 25,
  financing_murabaha_rate: '4,5',
  financing_murabaha_max_years: 15,
  financing_down_payment_percent: 30,
  financing_note: '  Banque partenaire : BNA  ',
};

describe('financing settings', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let agent: LoggedIn;
  let office: { latitude: number; longitude: number };

  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    [admin, agent] = await Promise.all([loginAs(t, 'superadmin'), loginAs(t, 'agent')]);
    const info = (await t.app.inject({ url: '/api/genInfo' })).json();
    office = { latitude: info.latitude, longitude: info.longitude };
  });
  afterAll(() => t?.close());

  const save = (who: LoggedIn, body: Record<string, unknown>) =>
    who.inject({ method: 'POST', url: '/api/genInfo', payload: { ...office, ...body } });
  const financing = async () => (await t.app.inject({ url: '/api/genInfo' })).json().financing;

  it('are off and hold no rate on a fresh database', async () => {
    expect(await financing()).toEqual(FINANCING_NOT_SET);
  });

  it('are saved by a superadmin, shown by GET /api/genInfo and audited', async () => {
    const response = await save(admin, SETTINGS);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      enabled: true,
      example: false,
      conventional_rate: 7.25,
      conventional_max_years: 25,
      murabaha_rate: 4.5,
      murabaha_max_years: 15,
      down_payment_percent: 30,
      note: 'Banque partenaire : BNA',
    };
    expect(response.json().financing).toEqual(expected);
    expect(await financing()).toEqual(expected);

    const journal = await admin.inject({ url: '/api/admin/audit?entity=settings' });
    const [entry] = journal.json().data;
    expect(entry.changes.financing_conventional_rate).toEqual({ after: 7.25 });
    expect(entry.changes.financing_enabled).toEqual({ before: false, after: true });
    expect(entry.actor_username).toBe(admin.agent.username);
  });

  it('leave the settings unchanged when a save leaves them out', async () => {
    const response = await save(admin, { phone: '021 23 45 67' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await financing()).conventional_rate).toBe(7.25);
  });

  it.each([
    ['a rate above 30 %', { financing_conventional_rate: 30.5 }, 'financing_conventional_rate'],
    ['a negative margin', { financing_murabaha_rate: -1 }, 'financing_murabaha_rate'],
    ['a rate that is not a number', { financing_murabaha_rate: 'six' }, 'financing_murabaha_rate'],
    ['0 years', { financing_conventional_max_years: 0 }, 'financing_conventional_max_years'],
    ['36 years', { financing_murabaha_max_years: 36 }, 'financing_murabaha_max_years'],
    ['half a year', { financing_murabaha_max_years: 2.5 }, 'financing_murabaha_max_years'],
    [
      'a 95 % down payment',
      { financing_down_payment_percent: 95 },
      'financing_down_payment_percent',
    ],
    [
      'an empty down payment',
      { financing_down_payment_percent: null },
      'financing_down_payment_percent',
    ],
    ['a switch that is not a boolean', { financing_enabled: 'maybe' }, 'financing_enabled'],
    ['a 201-character note', { financing_note: 'x'.repeat(201) }, 'financing_note'],
    [
      'switched on with no complete mode',
      { financing_conventional_rate: null, financing_murabaha_max_years: null },
      'financing_conventional_rate',
    ],
  ])('refuse %s with a 400 naming the field, storing nothing', async (_, body, field) => {
    const before = await databaseFingerprint(t.services.db);
    const response = await save(admin, { ...SETTINGS, ...body });
    expectClear4xx(response, JSON.stringify(body), 400);
    expect(response.body).toContain(field);
    expect(await databaseFingerprint(t.services.db)).toEqual(before);
  });

  it('accept the bounds: 0 % and 30 %, 1 and 35 years', async () => {
    const response = await save(admin, {
      financing_conventional_rate: 0,
      financing_murabaha_rate: 30,
      financing_conventional_max_years: 1,
      financing_murabaha_max_years: 35,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await financing()).toMatchObject({ conventional_rate: 0, murabaha_max_years: 35 });
  });

  it('may be switched off with its rates cleared', async () => {
    const response = await save(admin, {
      financing_enabled: false,
      financing_conventional_rate: null,
      financing_murabaha_rate: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await financing()).toMatchObject({ enabled: false, conventional_rate: null });
  });

  it('are for superadmins only', async () => {
    const before = await financing();
    expect((await save(agent, SETTINGS)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/genInfo',
      payload: { ...office, ...SETTINGS },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await financing()).toEqual(before);
  });
});

describe('the demo financing settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  }, 120_000);
  afterAll(() => t?.close());

  it('are example values, switched on and flagged as examples', async () => {
    const info = (await t.app.inject({ url: '/api/genInfo?locale=ar' })).json();
    expect(info.financing).toMatchObject({ enabled: true, example: true });
    expect(info.financing.conventional_rate).toBeGreaterThan(0);
    expect(info.financing.murabaha_max_years).toBeGreaterThan(0);
  });
});
