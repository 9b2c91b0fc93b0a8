// The financing settings in the back-office (decision 0047): the « Financement » part of Settings
// shows the demo's example values, a rate out of bounds is refused with its reason before
// anything is sent, a new rate is saved and is what the public API shows; then put back.
import { expect, test } from '../cms/fixtures.ts';

test('staff change the conventional rate in Settings', async ({
  page,
  admin,
  openAsAdmin,
  request,
}) => {
  await openAsAdmin('/cms/settings');
  const section = page.locator('#financement');
  await expect(section.getByRole('heading', { name: 'Financement' })).toBeVisible();
  const rate = section.getByLabel('Prêt classique : taux annuel (%)');
  await expect(rate).toHaveValue('6.5');
  await expect(section.getByRole('switch', { name: "Valeurs d'exemple" })).toBeChecked();

  await rate.fill('31');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(section.getByText('Saisissez une valeur entre 0 et 30.')).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  const unchanged = (await (await request.get('/api/genInfo')).json()) as {
    financing: { conventional_rate: number };
    latitude: number;
    longitude: number;
  };
  expect(unchanged.financing.conventional_rate).toBe(6.5);

  await rate.fill('7,25');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Informations enregistrées.')).toBeVisible();
  const saved = (await (await request.get('/api/genInfo')).json()) as typeof unchanged;
  expect(saved.financing.conventional_rate).toBe(7.25);
  await page.screenshot({ path: 'test-results/decide/financing-settings.png', fullPage: true });

  // Put the demo's value back for the other journeys.
  await admin.post('/api/genInfo', {
    data: {
      latitude: saved.latitude,
      longitude: saved.longitude,
      financing_conventional_rate: 6.5,
    },
  });
});
