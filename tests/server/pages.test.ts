import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

// The pages through the real server: React Router rendered by Vite in middleware mode.
describe('server-rendered pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, web: 'development' });
  }, 120_000);
  afterAll(() => t.close());

  it('renders the home page in French by default, with data from the database', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<html lang="fr" dir="ltr"');
    // The hero counts the visible properties (58 of the 60 demo listings).
    expect(response.body).toMatch(/data-testid="home-total"[^>]*>58</);
    expect(response.body).toContain('Les biens à voir absolument');
  });

  it('renders Arabic right to left from the first byte when asked', async () => {
    const byQuery = await t.app.inject({ url: '/?lang=ar' });
    expect(byQuery.body).toContain('<html lang="ar" dir="rtl"');
    const byCookie = await t.app.inject({ url: '/', headers: { cookie: 'language=ar' } });
    expect(byCookie.body).toContain('<html lang="ar" dir="rtl"');
  });

  it('keeps the back-office in French whatever language is stored', async () => {
    const response = await t.app.inject({ url: '/cms/login', headers: { cookie: 'language=ar' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr" dir="ltr"');
  });

  it('answers an unknown page with a 404 page', async () => {
    const response = await t.app.inject({ url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page introuvable');
  });
});
