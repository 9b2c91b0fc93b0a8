// The search box's suggestions while typing (issue 34, decision 0071), on a 360 px phone in
// French and Arabic: the typed search comes with its count, is picked with the keyboard and
// opens the list with its chips; Escape closes the list; axe finds nothing serious while open.
// Without script the box is the plain GET form, whose words become the same chips.
import { open, seriousProblems } from '../quality/helpers.ts';
import { expect, test } from '../test.ts';
import { expectCount, gotoList } from './helpers.ts';

test.use({ viewport: { width: 360, height: 780 } });

const LANGUAGES = [
  {
    lang: 'fr',
    box: 'Rechercher par mot-clé',
    chip: 'Retirer le filtre : ',
    counted: /^\d+ suggestions?$/,
  },
  { lang: 'ar', box: 'البحث بكلمة مفتاحية', chip: 'إزالة المرشح: ', counted: /اقتراح/ },
] as const;

for (const { lang, box: boxName, chip, counted } of LANGUAGES) {
  test(`${lang}: a typed search is suggested with its count and picked by keyboard`, async ({
    page,
    request,
  }) => {
    const typed = 'villa a vendre alger';
    const answer = await request.get(`/api/suggest?q=${encodeURIComponent(typed)}&locale=${lang}`);
    const [first] = ((await answer.json()) as { data: { label: string; count: number }[] }).data;
    expect(first!.count).toBe(2);

    await gotoList(page, `/properties/both?lang=${lang}`);
    const box = page.getByRole('combobox', { name: boxName });
    await box.pressSequentially(typed);
    const list = page.getByRole('listbox');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const option = list.getByRole('option').first();
    await expect(option).toContainText(first!.label);
    await expect(option).toContainText(lang === 'fr' ? '2 biens' : 'عقاران');
    // The live region says how many came.
    await expect(page.locator('form[role="search"]', { has: box }).getByRole('status')).toHaveText(
      counted,
    );
    expect(await seriousProblems(page, '[role="search"]')).toEqual([]);

    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/properties\/sell\?.*type=\d+.*status=\d+.*wilayas=16/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByRole('button', { name: new RegExp(`^${chip}16 `) })).toBeVisible();
    await expectCount(page, 2);
    await expect(list).toBeHidden();

    // Escape closes the list and keeps what was typed.
    await box.fill('');
    await box.pressSequentially('ora');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('ora');
  });
}

test('the drawer and the home hero suggest too; a pick closes the drawer', async ({ page }) => {
  await open(page, '/about?lang=fr');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByTestId('mobile-drawer');
  const box = drawer.getByRole('combobox', { name: 'Rechercher un bien' });
  await box.pressSequentially('villa a vendre alger');
  await expect(drawer.getByRole('option').first()).toContainText('2 biens');
  // Escape closes the list, not the drawer.
  await box.press('Escape');
  await expect(drawer.getByRole('listbox')).toBeHidden();
  await expect(drawer).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/properties\/sell\?.*wilayas=16/);
  await expect(drawer).toBeHidden();
  await expectCount(page, 2);

  await open(page, '/?lang=fr');
  const hero = page.getByTestId('hero-search').getByRole('combobox', { name: 'Mot-clé' });
  await hero.pressSequentially('oran');
  await expect(page.getByRole('option', { name: /^Oran/ })).toBeVisible();
  await hero.press('ArrowDown');
  await hero.press('Enter');
  // Buy, the hero's choice by default, goes along (#34).
  await expect(page).toHaveURL(/\/properties\/sell\?(.*&)?wilayas=31/);
});

for (const { lang, rent, type, wilaya, oran } of [
  { lang: 'fr', rent: 'Louer', type: 'Type de bien', wilaya: 'Wilaya', oran: /^Oran/ },
  { lang: 'ar', rent: 'الإيجار', type: 'نوع العقار', wilaya: 'الولاية', oran: /وهران/ },
]) {
  test(`${lang}: the hero's choices go along with a suggestion that names nothing of them (#34)`, async ({
    page,
  }) => {
    await open(page, `/?lang=${lang}`);
    const hero = page.getByTestId('hero-search');
    await hero.getByText(rent, { exact: true }).click();
    const apartment = await hero.getByRole('combobox', { name: type }).locator('option').nth(1);
    const typeId = (await apartment.getAttribute('value'))!;
    await hero.getByRole('combobox', { name: type }).selectOption(typeId);
    await hero.getByRole('combobox', { name: wilaya }).selectOption('16');
    const box = hero.locator('input[name="keyword"]');
    await box.pressSequentially('oran');
    await expect(page.getByRole('listbox').getByRole('option', { name: oran })).toBeVisible();
    // The open list stays within the hero's card, on either side (right to left too).
    const card = (await hero.boundingBox())!;
    const list = (await page.getByRole('listbox').boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(card.x);
    expect(list.x + list.width).toBeLessThanOrEqual(card.x + card.width);
    await box.press('ArrowDown');
    await box.press('Enter');
    // Renting and the type from the hero; the wilaya from the suggestion, which names one.
    await expect(page).toHaveURL(
      new RegExp(`/properties/rent\\?type=${typeId}&wilayas=31&lang=${lang}$`),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is the plain GET form: the typed search gives the chips', async ({ page }) => {
    await page.goto('/properties/both?lang=fr');
    const box = page.getByRole('searchbox', { name: 'Rechercher par mot-clé' });
    await box.fill('villa a vendre alger');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/properties\/sell\?.*type=\d+.*status=\d+.*wilayas=16/);
    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByRole('button', { name: /^Retirer le filtre : 16 / })).toBeVisible();
    await expect(page.getByTestId('property-card')).toHaveCount(2);
  });
});
