// The owners' pages as the server renders them (no script). /estimate: the GET form, the range
// in the million/milliard habit with the number of comparables and a link to them, the honest
// "not enough" below 5, the fields at fault, in French and in Arabic; the about page sends owners
// there. /entrust: prefilled from the estimate, posted as multipart with two photos to its own
// action; a refusal keeps the typed values and stores nothing; a flood is told to wait.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, media, ownerLeads } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createProperty, referenceIds } from '../helpers/factories.ts';
import { testJpeg } from '../helpers/multipart.ts';

let t: TestApp;
let apartment: number;

async function page(url: string, language = 'fr') {
  const response = await t.app.inject({ url, headers: { cookie: `language=${language}` } });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/[\s\u202f\u00a0]+/g, ' ');
}

beforeAll(async () => {
  t = await createTestApp({ demo: false, web: 'production' });
  const refs = await referenceIds(t.services.db);
  apartment = refs.types.apartment!;
  // 100 m² at 10, 12, 14, 16 and 30 million DA in Hydra: quartiles 1,2 and 1,6 milliard (the
  // centimes habit), median 1,4.
  for (const price of [10, 12, 14, 16, 30]) {
    await createProperty(t.services.db, {
      city_fr: 'Hydra',
      base_price: price * 1_000_000,
      living_area: 100,
      property_types: [apartment],
      property_statuses: [refs.statuses.for_sale!],
    });
  }
}, 120_000);
afterAll(() => t?.close());

describe('GET /estimate', () => {
  it('offers the form, posted by GET, before any answer', async () => {
    const html = await page('/estimate');
    expect(html).toMatch(/<form [^>]*action="\/estimate" method="get"/);
    expect(html).toContain('Estimez votre bien gratuitement');
    expect(html).not.toContain('data-testid="estimate-result"');
    expect(html).toContain('href="/entrust?kind=sell"');
  });

  it('shows the range in millions, the count of comparables and the link to them', async () => {
    const html = await page(
      `/estimate?kind=sell&type=${apartment}&wilaya=16&commune=hydra&living_area=100`,
    );
    expect(html).toContain('Prix estimé entre 1,2 Md et 1,6 Md');
    expect(html).toContain(
      'Valeur médiane : 1,4 Md<span class="text-stone-500"> (<!-- -->14 000 000 DA',
    );
    expect(html).toContain('D&#x27;après 5 annonces comparables à hydra.');
    expect(html).toContain(
      `href="/properties/sell?keyword=hydra&amp;type=${apartment}&amp;wilayas=16"`,
    );
    // The entrust form starts from what was typed.
    expect(html).toMatch(/href="\/entrust\?kind=sell&amp;type=\d+&amp;wilaya=16&amp;commune=hydra/);
    const ar = await page(`/estimate?kind=sell&type=${apartment}&wilaya=16&living_area=100`, 'ar');
    expect(ar).toContain('<html lang="ar" dir="rtl"');
    expect(ar).toContain('السعر المقدّر بين 1,2 مليار و1,6 مليار');
  });

  it('says honestly when there are not enough comparables', async () => {
    const html = await page(`/estimate?kind=rent&type=${apartment}&wilaya=16`);
    expect(html).toContain('Pas assez d&#x27;annonces comparables');
    expect(html).toContain('Nous n&#x27;avons que 0 annonce(s) comparable(s)');
    expect(html).not.toContain('data-testid="estimate-range"');
  });

  it('marks the fields at fault and keeps what was typed', async () => {
    const html = await page('/estimate?kind=sell&type=&wilaya=16&living_area=abc');
    expect(html).toContain('Vérifiez les champs signalés.');
    expect(html).toContain('Ce champ est obligatoire.');
    expect(html).toContain('Indiquez un nombre valide.');
    expect(html).toContain('value="abc"');
  });

  it('is linked from the about page and the header', async () => {
    const html = await page('/about');
    expect(html).toContain('href="/estimate"');
    expect(html).toContain('Estimer mon bien');
  });
});

let client = 0;
async function postEntrust(
  values: Record<string, string>,
  photos: Buffer[] = [],
  ip = `198.51.100.${++client}`,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  photos.forEach((data, i) => form.append('photos', new Blob([new Uint8Array(data)]), `p${i}.jpg`));
  const body = new Response(form);
  const response = await t.app.inject({
    method: 'POST',
    url: '/entrust',
    headers: {
      'content-type': body.headers.get('content-type')!,
      'x-forwarded-for': ip,
      cookie: 'language=ar',
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return { status: response.statusCode, html: response.body.replace(/[\s\u202f\u00a0]+/g, ' ') };
}

async function storedCounts() {
  const db = t.services.db;
  const [[l], [o], [m]] = await Promise.all([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(ownerLeads),
    db.select({ n: count() }).from(media),
  ]);
  return [l!.n, o!.n, m!.n];
}

describe('/entrust', () => {
  const owner = () => ({
    full_name: 'Samira Benali',
    phone_number: '0550 12 34 56',
    kind: 'sell',
    type: String(apartment),
    wilaya: '16',
    commune: 'Hydra',
  });

  it('starts from the estimate: its fields filled in, a multipart form posted to itself', async () => {
    const html = await page(`/entrust?kind=rent&type=${apartment}&wilaya=16&commune=Hydra`);
    expect(html).toMatch(/<form [^>]*action="\/entrust"[^>]*enctype="multipart\/form-data"/i);
    expect(html).toContain('value="Hydra"');
    expect(html).toMatch(/<option value="16" selected="">/);
    expect(html).toMatch(/name="kind" checked="" value="rent"/);
  });

  it('takes the form with two photos and acknowledges it in Arabic', async () => {
    const photo = await testJpeg(64, 48);
    const [leadsBefore, , mediaBefore] = await storedCounts();
    const { status, html } = await postEntrust(owner(), [photo, photo]);
    expect(status).toBe(200);
    expect(html).toContain('شكرًا، لقد تلقينا طلبك');
    expect(html).toMatch(/مرجع طلبك: \u2066P-\d{6}\u2069/);
    expect(await storedCounts()).toEqual([leadsBefore! + 1, 1, mediaBefore! + 2]);
  });

  it('keeps what was typed and stores nothing when the phone is missing', async () => {
    const photo = await testJpeg(64, 48);
    const before = await storedCounts();
    const { phone_number: _, ...noPhone } = owner();
    const { status, html } = await postEntrust(noPhone, [photo]);
    expect(status).toBe(400);
    expect(html).toContain('تحقق من الحقول المشار إليها.');
    expect(html).toContain('هذا الحقل إلزامي.');
    expect(html).toContain('value="Samira Benali"');
    expect(await storedCounts()).toEqual(before);
  });

  it('tells a flood to wait, storing nothing', async () => {
    const before = await storedCounts();
    const ip = '203.0.113.90';
    for (let i = 0; i < 5; i++) await postEntrust({ ...owner(), website: 'bot' }, [], ip);
    const { status, html } = await postEntrust(owner(), [], ip);
    expect(status).toBe(429);
    expect(html).toContain('عدد كبير من الإرسالات في وقت قصير');
    expect(await storedCounts()).toEqual(before);
  });
});
