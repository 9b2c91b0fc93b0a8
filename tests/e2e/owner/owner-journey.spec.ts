// The owner's door end to end (issue 36's « done when »), in French and Arabic on a 360 px phone:
// an owner asks for the free estimate (a flat in Algiers: the demo has enough comparables for a
// range), goes on to « Confiez-nous votre bien » with what they typed, adds two photos and sends;
// the acknowledgement is in their language. Then the agent, in « Demandes » on the same phone,
// finds the owner's lead, takes it through « Contacté », « Visite d'estimation » and « Mandat
// signé » (with the mandate), makes the draft listing, puts it online from its form and moves the
// lead to « Publié », which makes the owner's link. A visitor opens the listing once (a page view
// is what the report counts); the owner, with no session, opens the link and reads that view.
// axe runs on each page state the other sweeps do not reach (the estimate's answer, the
// acknowledgement, the owner's report at both widths).
import type { Browser } from '@playwright/test';
import { BROWSER_UA } from '../../helpers/visitors.ts';
import { asNewClient, expect, pngFile, test, unique } from '../cms/fixtures.ts';
import { open } from '../public/helpers.ts';
import { SIZES, seriousProblems } from '../quality/helpers.ts';

// Two forms, five back-office steps and two more browsers, on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 360, height: 800 };
const APARTMENT = '2';
const ALGIERS = '16';
const TEXTS = {
  fr: { acknowledged: 'Merci, votre demande est bien reçue', range: 'Votre estimation' },
  ar: { acknowledged: 'شكرًا، لقد تلقينا طلبك', range: 'تقديرك' },
} as const;

/**
 * A page in a context of its own (no session, its own client address), on the phone, named as an
 * ordinary browser: headless Chromium names itself a robot, which the counters leave out.
 */
async function freshPhone(browser: Browser, address: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    userAgent: BROWSER_UA,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  return { context, page: await context.newPage() };
}

for (const language of ['fr', 'ar'] as const) {
  test(`the owner's door in ${language} at 360 px: estimate, entrust, the agent publishes, the owner's link counts a view`, async ({
    page,
    browser,
    openAsAdmin,
  }) => {
    const owner = unique(language === 'fr' ? 'Nadia Propriétaire' : 'نادية المالكة');
    await page.setViewportSize(PHONE);
    await asNewClient(page);

    // The estimate: a range from the comparables, in the owner's language.
    await open(page, `/estimate?lang=${language}`);
    const estimate = page.locator('form[action="/estimate"]');
    await estimate.locator('select[name="type"]').selectOption(APARTMENT);
    await estimate.locator('select[name="wilaya"]').selectOption(ALGIERS);
    await estimate.locator('input[name="living_area"]').fill('95');
    await page.getByTestId('estimate-submit').click();
    const result = page.getByTestId('estimate-result');
    await expect(result.getByRole('heading')).toHaveText(TEXTS[language].range);
    await expect(result.getByTestId('estimate-range')).toBeVisible();
    expect(await seriousProblems(page)).toEqual([]);

    // « Confiez-nous votre bien », starting from what the estimate was given.
    await result.getByTestId('estimate-entrust').click();
    await expect(page).toHaveURL(/\/entrust\?/);
    const form = page.getByTestId('entrust-form');
    await expect(form.locator('select[name="type"]')).toHaveValue(APARTMENT);
    await expect(form.locator('select[name="wilaya"]')).toHaveValue(ALGIERS);
    await expect(form.locator('input[name="living_area"]')).toHaveValue('95');
    await form.locator('input[name="full_name"]').fill(owner);
    await form.locator('input[name="phone_number"]').fill('0550 98 76 54');
    await form.locator('input[name="commune"]').fill('Hydra');
    await form.locator('input[name="asking_price"]').fill('21000000');
    await form
      .locator('input[name="photos"]')
      .setInputFiles([
        await pngFile('sejour.png', '#2a8f6c'),
        await pngFile('cuisine.png', '#c9a227'),
      ]);
    await page.getByTestId('entrust-submit').click();
    const acknowledgement = page.getByTestId('entrust-success');
    await expect(acknowledgement).toContainText(TEXTS[language].acknowledged);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const reference = /P-\d+/.exec((await acknowledgement.textContent()) ?? '')?.[0];
    expect(reference).toBeDefined();
    expect(await seriousProblems(page)).toEqual([]);

    // The agent, on the phone: the lead in « Demandes », through its pipeline.
    await openAsAdmin('/cms/leads?kind=owner');
    await page.getByRole('link').filter({ hasText: owner }).first().click();
    const panel = page.getByRole('article', { name: owner });
    await expect(panel.getByTestId('owner-facts')).toContainText('Photos2');
    const status = panel.getByLabel('Statut');
    for (const step of ['Contacté', "Visite d'estimation"]) {
      await status.selectOption({ label: step });
      await expect(page.getByText(`Statut : ${step}.`)).toBeVisible();
    }
    await panel.getByLabel('Type de mandat').selectOption('exclusive');
    await panel.getByLabel('Honoraires convenus (DA)').fill('420 000');
    await panel.getByLabel('Début').fill('2026-12-01');
    await panel.getByLabel('Fin').fill('2027-05-31');
    await panel.getByRole('button', { name: 'Enregistrer le mandat signé' }).click();
    await expect(page.getByText('Mandat enregistré.')).toBeVisible();
    await expect(status).toHaveValue('mandate_signed');
    await expect(panel).toContainText('Mandat exclusif du 2026-12-01 au 2027-05-31');

    await panel.getByTestId('owner-draft').click();
    await expect(page.getByText('Annonce brouillon créée (masquée).')).toBeVisible();
    const leadAddress = page.url();

    // The draft put online from its own form, then the lead « Publié »: the owner's link.
    const listing = panel.getByRole('link', { name: /^#\d+$/ });
    const propertyId = Number((await listing.textContent())!.slice(1));
    await listing.click();
    await expect(page).toHaveURL(new RegExp(`/cms/property/${propertyId}$`));
    const visible = page.getByRole('switch', { name: /^Visible/ });
    await expect(visible).toHaveAttribute('aria-checked', 'false');
    await visible.click();
    await expect(visible).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect
      .poll(async () => (await page.request.get(`/api/properties/${propertyId}`)).status())
      .toBe(200);
    await page.goto(leadAddress);
    await page.getByRole('article', { name: owner }).getByLabel('Statut').selectOption('published');
    await expect(page.getByText('Statut : Publié.')).toBeVisible();
    const link = await page.getByTestId('owner-report-url').inputValue();
    expect(link).toMatch(/\/owner\/[\w-]{32}$/);

    // A visitor opens the listing once; the owner, without any session, reads the first view.
    const visitor = await freshPhone(browser, `198.51.100.${process.pid % 200}`);
    await open(visitor.page, `/property/${propertyId}?lang=${language}`);
    await visitor.context.close();
    const ownerPhone = await freshPhone(browser, `198.51.101.${process.pid % 200}`);
    const report = ownerPhone.page;
    await open(report, `${new URL(link).pathname}?lang=${language}`);
    await expect(report.locator('html')).toHaveAttribute('lang', language);
    // The listing made from the owner's form, with one of their photos and its page's link.
    const listingCard = report.locator('section[aria-labelledby="report-listing"]');
    await expect(listingCard.locator('img')).toHaveCount(1);
    await expect(report.locator(`a[href="/property/${propertyId}"]`)).toBeVisible();
    await expect(report.getByTestId('report-total-views')).toHaveText(/^[1١]$/);
    await expect(report.getByTestId('report-week-card')).toHaveCount(1);
    const problems: string[] = [];
    for (const size of SIZES) {
      await report.setViewportSize(size);
      problems.push(...(await seriousProblems(report)).map((p) => `${size.width}px: ${p}`));
    }
    await ownerPhone.context.close();
    expect(problems).toEqual([]);
  });
}
