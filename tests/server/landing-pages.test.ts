import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

describe('landing pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, web: 'development', env: { PUBLIC_URL: 'http://localhost' } });
  }, 120_000);
  afterAll(() => t.close());

  it('scratch', async () => {
    const r = await t.app.inject({ url: '/properties/sell/alger' });
    console.log(r.statusCode);
    const b = r.body;
    console.log(b.match(/<title>.*?<\/title>/)?.[0], b.match(/<h1[^>]*>.*?<\/h1>/)?.[0]);
    console.log(b.match(/data-testid="landing-top".*?<\/div>/s)?.[0]?.replace(/<[^>]+>/g,' | ').slice(0,1500));
    console.log(b.match(/data-testid="landing-links".*?<\/div>/s)?.[0]?.replace(/<[^>]+>/g,' | ').slice(0,1500));
    console.log(b.match(/<link rel="canonical"[^>]*>/)?.[0], b.match(/application\/ld\+json">.{0,600}/g));
  });
});
