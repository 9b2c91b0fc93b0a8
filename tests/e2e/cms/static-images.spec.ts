// Site images: replace the home page's hero through the static upload (with its progress bar)
// and find the new image on the home page.
import { expect, pngFile, screenshot, test } from './fixtures.ts';

test('replace the home hero image and see it on the home page', async ({
  page,
  openAsAdmin,
  admin,
}) => {
  await openAsAdmin('/cms/static-images');
  const card = page.getByRole('article', { name: "Image d'accueil" });
  await expect(card).toBeVisible();

  // Slow the upload down a little so the progress bar can be seen.
  await page.route('**/api/admin/upload/static*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await card
    .getByLabel("Nouvelle image : Image d'accueil")
    .setInputFiles([await pngFile('hero.png', '#1d4ed8', 1600, 900)]);
  await expect(card.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText("« Image d'accueil » a été remplacée.")).toBeVisible();
  await expect(card.getByRole('img', { name: "Aperçu : Image d'accueil" })).toBeVisible();
  await expect(card).toContainText('hero.png');

  const list = (await (await admin.get('/api/admin/media?kind=static')).json()) as {
    data: { static_name: string; path: string }[];
  };
  const hero = list.data.find((item) => item.static_name === 'home-hero');
  expect(hero).toBeTruthy();
  await screenshot(page, 'static-images');

  const home = await page.request.get('/');
  expect(await home.text()).toContain(hero!.path);
});
