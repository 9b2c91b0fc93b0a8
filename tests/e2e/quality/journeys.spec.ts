// The two journeys of the site, in French, Arabic and English, at phone and desktop sizes:
// - a visitor: home → filters → map → a property → its phone number → the contact form;
// - a member of staff: login → a new property, kept hidden → published → seen on the site.
// Along the way, the Arabic pages are checked to be mirrored (the drawer comes from the right,
// arrows point the other way, text starts on the right), and every page is photographed in
// both directions (test-results/quality-screens/, kept as the CI run's artifacts).
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../test.ts';
import { E2E_ADMIN } from '../../../playwright.config.ts';
import { pngFile, unique } from '../cms/fixtures.ts';
import { LANGUAGES, SIZES, open, screenshot, type Language } from './helpers.ts';

// Whole journeys, many pages each, on a machine that may be busy.
test.describe.configure({ timeout: 180_000 });

type Texts = Record<string, Record<string, string>>;
function texts(language: Language, namespace: string): Texts {
  const file = `app/i18n/locales/${language}/${namespace}.json`;
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

/** Each test its own client address: the contact form and the login are rate-limited by it. */
let clients = 0;
async function asNewClient(page: Page) {
  const address = `192.0.2.${((process.pid * 7 + ++clients) % 250) + 1}`;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/** Where a box sits: nearer the start (left) or the end (right) of the screen. */
async function side(page: Page, selector: string): Promise<'left' | 'right'> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  const width = page.viewportSize()!.width;
  return box.x < width - (box.x + box.width) ? 'left' : 'right';
}

/**
 * Where an element's first line of text sits in the main area: toward the left, toward the
 * right, or (a line as wide as the area) either.
 */
async function textStart(page: Page, selector: string): Promise<'left' | 'right' | 'full'> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getClientRects()[0]!;
      // Measured against the page's main area: a heading in a narrow box still sits at its side.
      const box = (element.closest('main') ?? element).getBoundingClientRect();
      const before = text.left - box.left;
      const after = box.right - text.right;
      if (Math.abs(before - after) < 4) return 'full';
      return before < after ? 'left' : 'right';
    });
}

/** Arrow icons the layout mirrors in Arabic are turned (rotate, scale or transform); not in LTR. */
async function expectArrowsFollow(page: Page, rtl: boolean) {
  const arrows = page.locator(
    'svg[class*="rtl:rotate-180"]:visible, svg[class*="rtl:-scale-x-100"]:visible',
  );
  if ((await arrows.count()) === 0) return;
  const turned = await arrows.first().evaluate((svg) => {
    const style = getComputedStyle(svg);
    return [style.transform, style.rotate, style.scale].some((value) => value && value !== 'none');
  });
  expect(turned).toBe(rtl);
}

async function expectDirection(page: Page, language: Language) {
  const rtl = language === 'ar';
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
  expect(await textStart(page, 'main h1')).not.toBe(rtl ? 'left' : 'right');
  await expectArrowsFollow(page, rtl);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const size of SIZES) {
  for (const language of LANGUAGES) {
    test(`a visitor, ${language}, ${size.name}: home → filters → map → property → phone → contact`, async ({
      page,
    }) => {
      await asNewClient(page);
      await page.setViewportSize(size);
      const common = texts(language, 'common');
      const property = texts(language, 'property');
      const contact = texts(language, 'contact');
      const rtl = language === 'ar';
      const shot = (name: string) => screenshot(page, `visitor-${name}-${language}-${size.name}`);

      // Home.
      await open(page, `/?lang=${language}`);
      await expectDirection(page, language);
      await shot('home');

      // To the list of properties for sale: the header's link, or the drawer's on a phone.
      if (size.name === 'phone') {
        await page.getByRole('button', { name: common.nav!.open_menu }).click();
        const drawer = page.getByTestId('mobile-drawer');
        await expect(drawer).toBeVisible();
        // The drawer comes from the reading start: the left, or the right in Arabic.
        await expect
          .poll(() => side(page, '[data-testid="mobile-drawer"]'))
          .toBe(rtl ? 'right' : 'left');
        await shot('drawer');
        await drawer.getByRole('link', { name: common.nav!.sell }).click();
        await expect(drawer).toBeHidden();
      } else {
        await page
          .getByRole('navigation', { name: common.nav!.label })
          .getByRole('link', { name: common.nav!.sell })
          .click();
      }
      await expect(page).toHaveURL(/\/properties\/sell/);
      await page.locator('[data-search-ready]').waitFor({ state: 'attached' });

      // Filters: the first type, applied.
      await page.getByTestId('open-filters').click();
      const panel = page.getByTestId('filter-panel');
      await expect(panel).toBeVisible();
      await shot('filters');
      await panel.getByTestId('filter-type').getByRole('checkbox').first().check();
      await page.getByTestId('apply-filters').click();
      await expect(panel).toBeHidden();
      await expect.poll(() => new URL(page.url()).searchParams.get('type')).toMatch(/^\d+$/);
      await expect(page.getByTestId('property-card').first()).toBeVisible();
      await shot('list');

      // The map, shown then hidden again.
      // (A floating list / map switch on phones, the toolbar's button on a desktop.)
      const mapToggle = page.getByTestId(
        size.name === 'phone' ? 'mobile-map-toggle' : 'toggle-map',
      );
      await mapToggle.click();
      // Leaflet is fetched on demand: give a busy machine time.
      await expect(page.getByTestId('search-map').locator('.leaflet-container')).toBeVisible({
        timeout: 20_000,
      });
      await shot('map');
      await mapToggle.click();
      await expect(page.getByTestId('property-card').first()).toBeVisible();

      // A property, its phone number.
      await page.getByTestId('property-card').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/property\/\d+/);
      // A client-side navigation: the address changes before the new page is drawn.
      await expect(page.getByTestId('property-page').locator('h1')).toBeVisible();
      await expectDirection(page, language);
      await page.getByRole('button', { name: property.seller!.show_phone }).click();
      await expect(page.getByTestId('seller-phone')).toHaveAttribute('href', /^tel:/);
      await shot('property');

      // The contact form, sent.
      await open(page, `/contact-us?lang=${language}`);
      await expectDirection(page, language);
      const form = page.getByTestId('contact-form');
      const filled: Record<string, string> = {
        full_name: rtl ? 'أمين بن علي' : 'Amine Benali',
        email: 'amine@example.com',
        phone_number: '0550123456',
        object: rtl ? 'زيارة' : 'A visit',
        message: rtl ? 'أود زيارة هذا العقار.' : 'I would like to visit this property.',
      };
      for (const [name, value] of Object.entries(filled)) {
        await form.locator(`[name="${name}"]`).fill(value);
      }
      await shot('contact');
      await form.getByRole('button', { name: contact.form!.submit }).click();
      await expect(page.getByTestId('contact-success')).toContainText(contact.form!.success_title!);
    });
  }

  test(`staff, ${size.name}: login → new hidden property → published → seen in fr, ar, en`, async ({
    page,
    request,
  }) => {
    await asNewClient(page);
    await page.setViewportSize(size);
    const shot = (name: string) => screenshot(page, `staff-${name}-${size.name}`);
    await page.goto('/cms/login');
    // The form works once the page's script runs.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
    await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_ADMIN.password);
    await shot('login');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/cms\/dashboard/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await shot('dashboard');

    // A new property, kept hidden while it is prepared.
    await page.goto('/cms/property/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau bien' })).toBeVisible();
    const name = unique('Appartement vue mer');
    await page.getByLabel("Nom de l'annonce (FR)").fill(name);
    await page.getByLabel('Description (FR)').fill('Trois pièces lumineuses face au port.');
    await page.getByRole('tab', { name: /العربية/ }).click();
    await page.getByLabel("Nom de l'annonce (AR)").fill('شقة مطلة على البحر');
    await page.getByRole('tab', { name: 'English' }).click();
    await page.getByLabel("Nom de l'annonce (EN)").fill('Sea-view flat');
    await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('18500000');
    await page.getByRole('group', { name: 'Type de bien' }).getByLabel('Appartement').check();
    await page.getByRole('group', { name: 'Statut' }).getByLabel('À vendre').check();
    await page.getByLabel('Wilaya').selectOption('42');
    await page
      .getByLabel('Photos du bien')
      .first()
      .setInputFiles([await pngFile('salon.png', '#14735c')]);
    await expect(page.getByText('Photo ajoutée.')).toBeVisible();
    const visible = page.getByRole('switch', { name: /^Visible/ });
    await visible.click();
    await expect(visible).toHaveAttribute('aria-checked', 'false');
    await shot('property-form');
    await page.getByRole('button', { name: 'Créer le bien' }).click();
    await expect(page).toHaveURL(/\/cms\/property\/\d+$/);
    const id = Number(page.url().split('/').pop());
    expect((await request.get(`/api/properties/${id}`)).status()).toBe(404);

    // Published from the list's switch.
    await page.goto(`/cms/properties?keyword=${encodeURIComponent(name)}`);
    const publish = page.getByRole('switch', { name: `Visible — ${name}` }).first();
    await expect(publish).toHaveAttribute('aria-checked', 'false');
    await publish.click();
    await expect(publish).toHaveAttribute('aria-checked', 'true');
    await expect.poll(async () => (await request.get(`/api/properties/${id}`)).status()).toBe(200);
    await shot('properties');

    // On the site, in the three languages.
    const names = { fr: name, ar: 'شقة مطلة على البحر', en: 'Sea-view flat' };
    for (const language of LANGUAGES) {
      await open(page, `/property/${id}?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[language]);
      await expectDirection(page, language);
      await shot(`public-${language}`);
    }
  });
}
