// The financing estimate on a sale listing's page, as the server draws it (decision 0047): the
// estimate's GET form works before the script runs, so the page fetched with ?down=&years=&mode=
// must already show the monthly payment of that choice, computed with the demo's example rates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conventionalEstimate, murabahaEstimate } from '../../common/financing.ts';
import { fullPriceText } from '../../common/money.ts';
import { generalInfo } from '../../server/db/schema.ts';
import { DEMO_FINANCING } from '../../server/db/seed/demo/agency.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty, referenceIds } from '../helpers/factories.ts';
import { decodeEntities } from '../helpers/html.ts';
import { agencyRow } from '../../server/db/agency-row.ts';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const PRICE = 12_000_000;
const DA = { fr: 'DA', ar: 'دج' } as const;

describe('the financing estimate on the property page', () => {
  let t: TestApp;
  let saleId: number;
  let rentalId: number;

  beforeAll(async () => {
    t = await createTestApp({ demo: true, web: 'production' });
    const { statuses } = await referenceIds(t.services.db);
    saleId = (
      await createProperty(t.services.db, {
        base_price: PRICE,
        property_statuses: [statuses.for_sale!],
      })
    ).id;
    rentalId = (
      await createProperty(t.services.db, {
        base_price: 80_000,
        property_statuses: [statuses.for_rent!],
      })
    ).id;
  }, 120_000);
  afterAll(() => t?.close());

  const page = async (path: string) => {
    const response = await t.app.inject({ url: path, headers: { 'user-agent': BROWSER } });
    expect(response.statusCode).toBe(200);
    const html = decodeEntities(response.body);
    expect(html).toContain('data-testid="property-page"');
    // The section alone (a failure then prints it, not the whole page).
    const start = html.indexOf('data-testid="section-financing"');
    return start < 0 ? '' : html.slice(start, html.indexOf('</form>', start) + 4000);
  };
  /** The monthly payment's text as the page writes it (rounded dinars, the full form). */
  const monthly = (dinars: number, language: 'fr' | 'ar') =>
    fullPriceText(Math.round(dinars), language, {
      currency: DA[language],
      million: '',
      billion: '',
    });
  /** The demo's conventional loan on PRICE. */
  const demoLoan = (downPayment: number, years: number) =>
    conventionalEstimate({
      price: PRICE,
      downPayment,
      years,
      ratePercent: DEMO_FINANCING.financing_conventional_rate,
    });
  const monthlyCell = (html: string) =>
    /data-testid="financing-monthly"[^>]*>(.*?)<\/span><\/output>/s.exec(html)?.[1] ?? '';

  it('draws the conventional loan of the address choice: 10 M DA over 20 years', async () => {
    const html = await page(
      `/property/${saleId}?down=2000000&years=20&mode=conventional&lang=fr#financing`,
    );
    const loan = demoLoan(2_000_000, 20);
    // 6.5 % over 240 months: 74 557.31 DA a month (tests/unit/financing.test.ts).
    expect(Math.round(loan.monthly)).toBe(74_557);
    expect(monthlyCell(html)).toContain(monthly(loan.monthly, 'fr'));
    expect(html).toContain('Exemple — taux indicatifs');
    expect(html).toMatch(/name="years"[^>]*value="20"/);
    expect(html).toMatch(/name="mode" checked="" value="conventional"/);
    // The form sends the choice to the page itself, in the page's language.
    expect(html).toContain(`action="/property/${saleId}#financing"`);
    expect(html).toMatch(/type="hidden" name="lang" value="fr"/);
  });

  it('draws the murabaha in Arabic, right to left: cost price plus a flat margin', async () => {
    const html = await page(`/property/${saleId}?down=2000000&years=20&mode=murabaha&lang=ar`);
    const sale = murabahaEstimate({
      price: PRICE,
      downPayment: 2_000_000,
      years: 20,
      ratePercent: DEMO_FINANCING.financing_murabaha_rate,
    });
    // 10 M DA + 5 % × 20 years = 20 M DA, over 240 months.
    expect(Math.round(sale.monthly)).toBe(83_333);
    expect(html).toContain('التمويل');
    expect(monthlyCell(html)).toContain(monthly(sale.monthly, 'ar'));
    expect(html).toMatch(/name="mode" checked="" value="murabaha"/);
  });

  it('starts from the settings: their down payment, the longest duration', async () => {
    const html = await page(`/property/${saleId}?lang=fr`);
    const loan = demoLoan(PRICE * 0.2, DEMO_FINANCING.financing_conventional_max_years);
    expect(monthlyCell(html)).toContain(monthly(loan.monthly, 'fr'));
    expect(html).toMatch(/name="down"[^>]*value="2400000"/);
  });

  it('says what is wrong with an impossible choice, keeping what was typed (issue 35)', async () => {
    const html = await page(`/property/${saleId}?down=12000000&years=45&lang=fr`);
    expect(html).not.toContain('data-testid="financing-monthly"');
    expect(html).toContain('data-testid="financing-fix"');
    expect(html).toMatch(/L'apport doit être inférieur au prix du bien \(12\s000\s000\sDA\)/);
    expect(html).toContain('Ce financement dure au plus 30 ans.');
    expect(html).toMatch(/name="down"[^>]*value="12000000"/);
    expect(html).toMatch(/name="years"[^>]*value="45"/);
    expect(html).toMatch(/aria-invalid="true"[^>]*name="down"/);

    const emptied = await page(`/property/${saleId}?down=&years=20&lang=ar`);
    expect(emptied).toContain('أدخل مبلغ الدفعة الأولى');
    expect(emptied).not.toContain('data-testid="financing-monthly"');

    const garbled = await page(`/property/${saleId}?down=abc&years=%00&lang=en`);
    expect(garbled).toContain('Enter an amount, for example');
    expect(garbled).toContain('Enter a number of years');
  });

  it('keeps each number of its hints whole, right to left too', async () => {
    // A plain space inside « 2 000 000 » splits it: Arabic draws its groups as « 000 000 2 ».
    const html = await page(`/property/${saleId}?down=abc&years=20&lang=ar`);
    expect(html).toContain('مثلًا 2\u202f000\u202f000 أو 200 مليون');
    expect(html).toContain('200 مليون (2\u202f000\u202f000 دج)');
    expect(html).not.toMatch(/\d \d{3}\b/);
  });

  it('reads the m and Md units the site writes prices in', async () => {
    const html = await page(`/property/${saleId}?down=200%20m&years=20&lang=fr`);
    expect(monthlyCell(html)).toContain(monthly(demoLoan(2_000_000, 20).monthly, 'fr'));
    const md = await page(`/property/${saleId}?down=0%2C2%20Md&years=20&lang=fr`);
    expect(monthlyCell(md)).toContain(monthly(demoLoan(2_000_000, 20).monthly, 'fr'));
  });

  it('shows no estimate on a rental', async () => {
    expect(await page(`/property/${rentalId}?lang=fr`)).toBe('');
  });

  it('shows no estimate once staff switch it off', async () => {
    const { db } = t.services;
    await db.update(generalInfo).set({ financing_enabled: false }).where(agencyRow());
    try {
      const html = await page(`/property/${saleId}?lang=fr`);
      expect(html).toBe('');
    } finally {
      await db.update(generalInfo).set({ financing_enabled: true }).where(agencyRow());
    }
  });
});
