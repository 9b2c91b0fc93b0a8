// The catalogue in and out of the back-office (decision 0041): an export of the filtered table
// downloaded as a file, and an import whose preview shows an error, then the corrected file
// imported.
import { readFile } from 'node:fs/promises';
import { createPropertyViaApi, expect, screenshot, test, unique } from './fixtures.ts';

const HEADER = 'id;name_fr;name_en;name_ar;base_price;wilaya;property_types';

test('the properties table exports the filtered rows as a dated CSV', async ({
  page,
  admin,
  openAsAdmin,
}) => {
  const property = await createPropertyViaApi(admin, { wilaya_id: 11 });
  await openAsAdmin(`/cms/properties?text=${encodeURIComponent(property.name_fr)}`);
  await expect(
    page.getByRole('link', { name: property.name_fr, exact: true }).filter({ visible: true }),
  ).toBeVisible();

  const exporter = page.getByRole('group', { name: 'Exporter les biens filtrés' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exporter.getByRole('button', { name: 'Exporter en CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^biens-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  // The search of the table: its one row, under the header.
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(property.name_fr);
  expect(lines[1]).toContain('Tamanrasset');
});

test('an import shows an error in its preview, then the corrected file is imported', async ({
  page,
  openAsAdmin,
}) => {
  const title = unique('Villa importée');
  await openAsAdmin('/cms/properties');
  await page.getByRole('link', { name: 'Importer' }).click();
  await expect(page).toHaveURL('/cms/properties/import');
  await expect(page.getByRole('heading', { name: 'Importer des biens' })).toBeVisible();

  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Modèle CSV' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('modele-import-biens.csv');

  const fileInput = page.getByLabel('Fichier CSV ou XLSX');
  const send = (rows: string[]) =>
    fileInput.setInputFiles({
      name: 'biens.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([HEADER, ...rows].join('\r\n')),
    });

  await send([
    `;${title};Imported villa;فيلا مستوردة;30000000;Tlemcen;Villa`,
    `;${title} 2;Second villa;فيلا ثانية;beaucoup;Tlemcen;Château`,
  ]);
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText(
    '2 lignes : 2 créations, 0 modification, 1 ligne en erreur.',
  );
  const preview = page.getByRole('region', { name: /Aperçu de « biens.csv »/ });
  await expect(
    preview.getByText('Saisissez un nombre.').filter({ visible: true }).first(),
  ).toBeVisible();
  await expect(
    preview
      .getByText('« Château » absent de la liste « Types de bien ».')
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Importer \d/ })).toHaveCount(0);
  await screenshot(page, 'property-import-errors');

  // Every row, not only the rows in error.
  await preview.getByLabel('Lignes en erreur seulement').uncheck();
  await expect(
    preview.getByText(title, { exact: true }).filter({ visible: true }).first(),
  ).toBeVisible();

  await send([
    `;${title};Imported villa;فيلا مستوردة;30000000;Tlemcen;Villa`,
    `;${title} 2;Second villa;فيلا ثانية;32000000;Tlemcen;Villa`,
  ]);
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText(
    '2 lignes : 2 créations, 0 modification, 0 ligne en erreur.',
  );
  await page.getByRole('button', { name: 'Importer 2 biens' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Import terminé' });
  await expect(result).toContainText('2 biens créés, 0 bien modifié.');
  await screenshot(page, 'property-import-done');

  await result.getByRole('link', { name: 'Voir les biens' }).click();
  await page.getByRole('searchbox').first().fill(title);
  await expect(page.getByText(`${title} 2`).filter({ visible: true }).first()).toBeVisible();
});

test('the import screen and its preview fit a 360 px phone', async ({ page, openAsAdmin }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openAsAdmin('/cms/properties/import');
  await page.getByLabel('Fichier CSV ou XLSX').setInputFiles({
    name: 'biens-telephone.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [HEADER, `;${unique('Studio')};Studio;استوديو;un prix;Atlantide;Villa`].join('\r\n'),
    ),
  });
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await expect(page.getByTestId('import-summary')).toContainText('1 ligne en erreur');
  await expect(
    page.getByText('Wilaya inconnue : « Atlantide ».').filter({ visible: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, 'property-import-errors');
});
