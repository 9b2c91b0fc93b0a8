// Phone numbers as visitors read them (issue 35, item 1; docs/product.md, "Phones"): stored as
// +213…, shown in the national form (`0661 12 34 56`, `024 47 12 35`) in every language, while
// the `tel:` and WhatsApp links keep the international form. The production pages, the seller's
// number revealed without the script (the page's form).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalInfo } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty } from '../helpers/factories.ts';
import { decodeEntities } from '../helpers/html.ts';
import { agencyRow } from '../../server/db/agency-row.ts';

let t: TestApp;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: false, web: 'production' });
  await t.services.db
    .update(generalInfo)
    .set({ phone: '+21324471235', whatsapp: '+213550123456' })
    .where(agencyRow());
  propertyId = (
    await createProperty(t.services.db, {
      seller_phone: '+213661123456',
      seller_whatsapp: null,
      seller_email: null,
    })
  ).id;
}, 120_000);
afterAll(() => t?.close());

/** What a reader sees: the page without its scripts and tags. */
const visibleText = (html: string) =>
  decodeEntities(
    html
      .replace(/<script[^]*?<\/script>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/[\s\u00a0]+/g, ' '),
  );

describe.each(['fr', 'ar', 'en'])('phones on the %s pages', (lang) => {
  it('show the agency numbers in the national form, linked internationally', async () => {
    const response = await t.app.inject({ url: `/contact-us?lang=${lang}` });
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('024 47 12 35');
    expect(text).toContain('0550 12 34 56');
    expect(text).not.toMatch(/\+\s*213/);
    expect(response.body).toContain('href="tel:+21324471235"');
    expect(response.body).toContain('https://wa.me/213550123456');
  });

  it('reveal the seller number in the national form, linked internationally', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/property/${propertyId}?lang=${lang}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'intent=show',
    });
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('0661 12 34 56');
    expect(text).not.toMatch(/\+\s*213/);
    expect(response.body).toContain('href="tel:+213661123456"');
    expect(response.body).toContain('https://wa.me/213661123456');
  });
});
