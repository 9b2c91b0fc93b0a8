// Properties as staff handle them: create one through the form (three languages, two photos, a
// map position), find it on the public site, hide it, change its price, delete it; the table's
// switches (optimistic, put back on error), the form's checks, and a run at phone width.
import { createPropertyViaApi, expect, pngFile, screenshot, test, unique } from './fixtures.ts';

test('create a property with three languages, two photos and a position; it is on the site', async ({
  page,
  openAsAdmin,
  request,
}) => {
  const name = unique('Villa avec piscine');
  await openAsAdmin('/cms/property/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau bien' })).toBeVisible();

  // French texts.
  await page.getByLabel("Nom de l'annonce (FR)").fill(name);
  await page.getByLabel('Description (FR)').fill('Belle villa face à la mer, jardin et piscine.');
  await page.getByLabel('Ville / commune (FR)').fill('Tipaza');
  // Arabic, right to left.
  await page.getByRole('tab', { name: /العربية/ }).click();
  const arabicName = page.getByLabel("Nom de l'annonce (AR)");
  await arabicName.fill('فيلا مع مسبح');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('dir', 'rtl');
  // English.
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel("Nom de l'annonce (EN)").fill(`${name} (EN)`);

  // Price typed in millions (centimes): 2 500 millions = 25 000 000 DA.
  await page.getByRole('combobox', { name: 'Unité du prix' }).first().selectOption('million');
  await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('2500');
  await expect(page.getByText('25 000 000 DA · 2,5 Md')).toBeVisible();
  await page.getByLabel('Surface habitable').fill('240');
  await page.getByLabel('Chambres').fill('4');

  await page.getByRole('group', { name: 'Type de bien' }).getByLabel('Villa').check();
  await page.getByRole('group', { name: 'Statut' }).getByLabel('À vendre').check();
  await page.getByLabel('Wilaya').selectOption('42');

  // Two photos, with the percentage while they are sent.
  await page
    .getByLabel('Photos du bien')
    .first()
    .setInputFiles([await pngFile('facade.png', '#c8963e'), await pngFile('salon.png', '#14735c')]);
  await expect(page.getByText('2 photos ajoutées.')).toBeVisible();
  const photos = page.getByRole('list', { name: 'Photos du bien' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await expect(photos.first()).toContainText('Couverture');
  // The second becomes the cover.
  await page.getByRole('button', { name: 'Mettre la photo 2 en couverture' }).click();

  // Position: a click on the map (no tile needed) fills latitude and longitude.
  const map = page.getByTestId('map-picker');
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await map.click({ position: { x: 120, y: 100 } });
  await expect(page.getByLabel('Latitude')).not.toHaveValue('');
  const latitude = Number(await page.getByLabel('Latitude').inputValue());
  expect(latitude).toBeGreaterThan(30);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);

  await page.getByRole('button', { name: 'Créer le bien' }).click();
  await expect(page).toHaveURL(/\/cms\/property\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Tout est enregistré.')).toBeVisible();

  // On the public side.
  const publicApi = await request.get(`/api/properties/${id}?locale=fr`);
  expect(publicApi.status()).toBe(200);
  const details = (await publicApi.json()) as { name: string; images: string[]; latitude: number };
  expect(details.name).toBe(name);
  expect(details.images).toHaveLength(2);
  expect(details.latitude).toBeCloseTo(latitude, 4);
  const arabic = (await (await request.get(`/api/properties/${id}?locale=ar`)).json()) as {
    name: string;
  };
  expect(arabic.name).toBe('فيلا مع مسبح');
  const publicPage = await page.request.get(`/property/${id}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain(name);
});

test('hide a property from the table, change its price, then delete it', async ({
  page,
  openAsAdmin,
  admin,
  request,
}) => {
  const property = await createPropertyViaApi(admin);
  expect((await request.get(`/api/properties/${property.id}`)).status()).toBe(200);

  await openAsAdmin(`/cms/properties?text=${encodeURIComponent(property.name_fr)}`);
  const row = page.getByRole('row').filter({ hasText: property.name_fr });
  await expect(row).toHaveCount(1);
  const visible = row.getByRole('switch', { name: `Visible — ${property.name_fr}` });
  await expect(visible).toBeChecked();
  await visible.click();
  await expect(visible).not.toBeChecked();
  await expect
    .poll(async () => (await request.get(`/api/properties/${property.id}`)).status())
    .toBe(404);
  const search = (await (
    await request.get(`/api/properties?text=${encodeURIComponent(property.name_fr)}`)
  ).json()) as { total: number };
  expect(search.total).toBe(0);

  // Edit the price.
  await row.getByRole('link', { name: `Modifier ${property.name_fr}` }).click();
  await expect(page).toHaveURL(`/cms/property/${property.id}`);
  const price = page.getByRole('textbox', { name: 'Prix', exact: true });
  await expect(price).toHaveValue('12500000');
  await price.fill('13900000');
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Modifications enregistrées.')).toBeVisible();
  const saved = (await (await admin.get(`/api/admin/property/${property.id}`)).json()) as {
    base_price: number;
    isVisible: boolean;
  };
  expect(saved.base_price).toBe(13_900_000);
  expect(saved.isVisible).toBe(false);

  // Delete, after confirming.
  await page.getByRole('link', { name: 'Biens', exact: true }).first().click();
  await page.getByRole('searchbox', { name: 'Rechercher un bien' }).fill(property.name_fr);
  const again = page.getByRole('row').filter({ hasText: property.name_fr });
  await again.getByRole('button', { name: `Supprimer ${property.name_fr}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer ce bien ?' });
  await expect(dialog).toBeVisible();
  // Focus starts on "Annuler": Enter does not delete by accident.
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`« ${property.name_fr} » a été supprimé.`)).toBeVisible();
  expect((await admin.get(`/api/admin/property/${property.id}`)).status()).toBe(404);
});

test('a switch moves at once and goes back when the server refuses', async ({
  page,
  openAsAdmin,
  admin,
  consoleErrors,
}) => {
  // The test itself answers the switch with a 500, which the browser logs.
  consoleErrors.expect(/status of 500 .*\/toggle\/isBanner/);
  const property = await createPropertyViaApi(admin, { isBanner: false });
  await openAsAdmin(`/cms/properties?text=${encodeURIComponent(property.name_fr)}`);
  const banner = page.getByRole('switch', { name: `Bannière — ${property.name_fr}` });
  await expect(banner).not.toBeChecked();

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/property/*/toggle/isBanner', async (route) => {
    await held;
    await route.fulfill({ status: 500, json: { message: 'Internal server error' } });
  });
  await banner.click();
  // Optimistic: checked while the request is on its way…
  await expect(banner).toBeChecked();
  release();
  // …and back once it failed, with the reason.
  await expect(banner).not.toBeChecked();
  await expect(page.getByText('Modification annulée')).toBeVisible();
  const stored = (await (await admin.get(`/api/admin/property/${property.id}`)).json()) as {
    isBanner: boolean;
  };
  expect(stored.isBanner).toBe(false);

  // Without the failure it sticks.
  await page.unroute('**/api/admin/property/*/toggle/isBanner');
  await banner.click();
  await expect(banner).toBeChecked();
  await expect
    .poll(
      async () =>
        (
          (await (await admin.get(`/api/admin/property/${property.id}`)).json()) as {
            isBanner: boolean;
          }
        ).isBanner,
    )
    .toBe(true);
});

test('the table searches, filters, sorts and pages through the address', async ({
  page,
  openAsAdmin,
}) => {
  await openAsAdmin('/cms/properties');
  await expect(page.getByText(/^1–20 sur \d+/)).toBeVisible();
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^21–40 sur \d+/)).toBeVisible();

  await page.getByRole('button', { name: /^Prix/ }).click();
  await expect(page).toHaveURL(/order_by=price_desc/);
  await expect(page).not.toHaveURL(/page=2/);
  // The address changes first, the rows when the sorted page has arrived.
  await expect
    .poll(async () => {
      const prices = await page
        .getByRole('row')
        .locator('td:nth-child(3) div.font-medium')
        .allTextContents();
      const values = prices.map((text) => Number(text.replace(/\D/g, '')));
      return values.length > 0 && values.every((value, i) => i === 0 || values[i - 1]! >= value);
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByLabel('Promo', { exact: true }).selectOption('true');
  await expect(page).toHaveURL(/ispromo=true/);
  const promoSwitches = page.getByRole('switch', { name: /^Promo — / });
  await expect(promoSwitches.first()).toBeChecked();

  // "/" puts the cursor in the search field.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Rechercher un bien' })).toBeFocused();
  await page.keyboard.type('zzzz-nothing-matches');
  await expect(page.getByText('Aucun bien ne correspond à ces critères.')).toBeVisible();
  await screenshot(page, 'properties-empty');
});

test('the form says what is missing, next to each field and on the language tabs', async ({
  page,
  openAsAdmin,
}) => {
  await openAsAdmin('/cms/property/add');
  await page.getByLabel("Nom de l'annonce (FR)").fill('Appartement F3');
  await page.getByLabel('E-mail').fill('pas-un-email');
  await page.getByRole('button', { name: 'Créer le bien' }).click();
  await expect(page.getByText(/champs sont à corriger/)).toBeVisible();
  // The Arabic tab opens (the first language with an error) and its name field has the focus.
  await expect(page.getByRole('tab', { name: /العربية/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /English.*erreurs/ })).toBeVisible();
  await expect(page.getByLabel("Nom de l'annonce (AR)")).toBeFocused();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await expect(page.getByText('Adresse e-mail invalide.')).toBeVisible();

  // Leaving asks first.
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Annonceurs' })
    .click();
  const leave = page.getByRole('alertdialog', { name: 'Quitter sans enregistrer ?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL('/cms/property/add');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Annonceurs' })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Quitter sans enregistrer' })
    .click();
  await expect(page).toHaveURL('/cms/ads');
});

test('a pasted map link fills the position; too big a photo is refused by name', async ({
  page,
  openAsAdmin,
}) => {
  await openAsAdmin('/cms/property/add');
  await page
    .getByLabel('Lien Google Maps')
    .fill('https://www.google.com/maps/place/Tipaza/@36.5897,2.4475,14z');
  await expect(page.getByLabel('Latitude')).toHaveValue('36.5897');
  await expect(page.getByLabel('Longitude')).toHaveValue('2.4475');
  await expect(page.getByText('Position reprise du lien.')).toBeVisible();

  const huge = {
    name: 'enorme.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.alloc(15 * 1024 * 1024 + 10, 1),
  };
  await page.getByLabel('Photos du bien').first().setInputFiles([huge]);
  await expect(
    page.getByRole('alert').filter({ hasText: "L'image enorme.jpg est trop grande." }),
  ).toBeVisible();
});

test('at 1440 px the table shows every switch and the actions without a side scroll', async ({
  page,
  openAsAdmin,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openAsAdmin('/cms/properties');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  const scroller = table.locator('xpath=..');
  const { scrollWidth, clientWidth } = await scroller.evaluate((box) => ({
    scrollWidth: box.scrollWidth,
    clientWidth: box.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const row = table.getByRole('row').nth(1);
  for (const name of [/^Visible — /, /^Promo — /]) {
    await expect(row.getByRole('switch', { name })).toBeInViewport();
  }
  await expect(row.getByRole('link', { name: /Modifier|Voir/ }).first()).toBeInViewport();
  await expect(row.getByRole('button', { name: /^Supprimer / })).toBeInViewport();
});

test('on a phone: the list shows cards and a property can be created', async ({
  page,
  openAsAdmin,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAsAdmin('/cms/properties');
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('switch', { name: /^Visible — / }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Ajouter un bien' }).click();

  const name = unique('Studio mobile');
  await page.getByLabel("Nom de l'annonce (FR)").fill(name);
  await page.getByRole('tab', { name: /العربية/ }).click();
  await page.getByLabel("Nom de l'annonce (AR)").fill('استوديو');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel("Nom de l'annonce (EN)").fill('Studio');
  await page.getByRole('textbox', { name: 'Prix', exact: true }).fill('4500000');
  await page
    .getByLabel('Photos du bien')
    .first()
    .setInputFiles([await pngFile('studio.png')]);
  await expect(page.getByText('Photo ajoutée.')).toBeVisible();
  // Nothing wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await screenshot(page, 'property-form-phone');
  await page.getByRole('button', { name: 'Créer le bien' }).click();
  await expect(page).toHaveURL(/\/cms\/property\/\d+$/);
  const id = page.url().split('/').pop();
  expect((await request.get(`/api/properties/${id}`)).status()).toBe(200);
});
