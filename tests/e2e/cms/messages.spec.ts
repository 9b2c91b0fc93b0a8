// The contact inbox: a message sent from the public form arrives unread (badge), opening it marks
// it read, it can be marked unread again and deleted.
import { expect, screenshot, test, unique } from './fixtures.ts';

test('read, mark unread and delete a contact message', async ({ page, openAsAdmin, request }) => {
  const subject = unique('Visite de la villa');
  const sent = await request.post('/api/email/sendContactUsEmail', {
    data: {
      full_name: 'Yacine Haddad',
      email: 'yacine@example.dz',
      phone_number: '0550 12 34 56',
      object: subject,
      message: 'Bonjour,\nJe souhaite visiter la villa samedi matin.\nMerci.',
      locale: 'fr',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await openAsAdmin('/cms/messages');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: /Messages/ })).toContainText(/\d+/);
  const item = page.getByRole('link').filter({ hasText: subject });
  await expect(item).toContainText('Non lu');
  await item.click();
  const view = page.getByRole('article', { name: subject });
  await expect(view).toContainText('Je souhaite visiter la villa samedi matin.');
  await expect(view.getByRole('link', { name: 'Répondre par e-mail' })).toHaveAttribute(
    'href',
    /^mailto:yacine@example\.dz\?subject=/,
  );
  await expect(view.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    'https://wa.me/213550123456',
  );
  // Opened: read.
  await expect(item).not.toContainText('Non lu');
  await screenshot(page, 'messages');

  await view.getByRole('button', { name: 'Marquer comme non lu' }).click();
  await expect(page.getByText('Message marqué comme non lu.')).toBeVisible();
  await expect(item).toContainText('Non lu');

  await view.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Message supprimé.')).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: subject })).toHaveCount(0);
});
