// The owners' pages on a 360 px phone in French, Arabic and English (issue 36): the estimate form
// and the entrust form fit the screen (the estimate's form was once pushed to 377-388 px by its
// type list in French and English), and an estimate asked for on the phone answers on the page.
import { expect, test } from '../test.ts';
import { PHONE, open } from '../public/helpers.ts';

const LANGUAGES = ['fr', 'ar', 'en'] as const;
const fitsThePhone = () => document.documentElement.scrollWidth;

for (const language of LANGUAGES) {
  test(`the estimate and entrust pages fit a 360 px phone (${language})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, `/estimate?lang=${language}`);
    expect(await page.evaluate(fitsThePhone)).toBeLessThanOrEqual(PHONE.width);
    await open(page, `/entrust?lang=${language}`);
    expect(await page.evaluate(fitsThePhone)).toBeLessThanOrEqual(PHONE.width);
  });
}

test('an estimate asked for on a phone answers on the page, still 360 px wide', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await open(page, '/estimate?lang=fr');
  const form = page.locator('form[action="/estimate"]');
  await form.locator('select[name="type"]').selectOption({ index: 1 });
  await form.locator('select[name="wilaya"]').selectOption('16');
  await page.getByTestId('estimate-submit').click();
  await expect(page).toHaveURL(/[?&]wilaya=16/);
  // A range from the comparables, or the honest « not enough »: either is an answer.
  await expect(
    page.getByTestId('estimate-result').or(page.getByTestId('estimate-not-enough')).first(),
  ).toBeVisible();
  expect(await page.evaluate(fitsThePhone)).toBeLessThanOrEqual(PHONE.width);
});
