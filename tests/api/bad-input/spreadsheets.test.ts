// Catalogue files an attacker or an accident sends (decision 0041): photo addresses the fetch
// cannot parse. Each is refused at the preview, with its row and column, never found out at the
// confirmation; nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { loginAs, type LoggedIn } from '../../helpers/auth.ts';
import {
  HEADER,
  confirmImport,
  countProperties,
  csvFile,
  newRow,
  sendImport,
} from '../../helpers/property-io.ts';
import { expectClear4xx, reportTally, tally } from './clear-answer.ts';

let t: TestApp;
let admin: LoggedIn;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await loginAs(t, 'superadmin');
}, 120_000);
afterAll(async () => {
  reportTally('spreadsheets');
  await t?.close();
});

describe('photo addresses in an import', () => {
  it('refuses at the preview an address the URL parser cannot read, with its row', async () => {
    const addresses = ['http://a]b/x', 'https://[::1/x.jpg', 'http://exa mple.org/x.jpg'];
    for (const address of addresses) {
      const file = csvFile([
        [...HEADER, 'images'],
        [...newRow('Villa à photo'), address],
      ]);
      const preview = await sendImport(admin, file);
      expect(preview.statusCode, address).toBe(200);
      tally.tried += 1;
      const errors = preview.json().rows[0].errors;
      if (errors.length === 0) tally.wronglyAccepted += 1;
      expect(errors, address).toEqual([
        {
          column: 'images',
          message: `Adresse de photo invalide : « ${address} » (https://… attendu).`,
        },
      ]);
      const confirm = await confirmImport(admin, preview.json().id);
      expectClear4xx(confirm, `confirm ${address}`, 409);
      expect(confirm.json().code).toBe('import.has_errors');
    }
    expect(await countProperties(t)).toBe(0);
  });

  it('saw no 5xx and accepted nothing it had to refuse', () => {
    expect(tally.serverErrors).toBe(0);
    expect(tally.wronglyAccepted).toBe(0);
  });
});
