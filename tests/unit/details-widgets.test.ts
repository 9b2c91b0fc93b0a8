import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../app/features/property/countdown.ts';
import { isAutomatedRequest } from '../../app/features/property/view-counter.server.ts';
import { pageMeta, truncateText } from '../../app/features/seo/page-meta.ts';
import { robotsTxt } from '../../app/features/seo/robots.ts';
import { siteOrigin } from '../../app/features/seo/site-origin.server.ts';
import { agencyJsonLd } from '../../app/features/seo/structured-data.ts';
import { languageAlternates, pageUrl } from '../../app/features/seo/urls.ts';
import { needsFolding } from '../../app/ui/read-more.tsx';
import { youtubeVideoId } from '../../app/ui/youtube.ts';

describe('YouTube addresses', () => {
  it('finds the video id in the forms people paste', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      ' https://www.youtube.com/live/dQw4w9WgXcQ ',
    ]) {
      expect(youtubeVideoId(url), url).toBe('dQw4w9WgXcQ');
    }
  });

  it('answers null for a channel, another site or rubbish', () => {
    for (const url of [
      'https://www.youtube.com/@promo-essalam',
      'https://vimeo.com/123456',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'not a url',
      '',
      null,
    ]) {
      expect(youtubeVideoId(url), String(url)).toBeNull();
    }
  });
});

describe('promotion countdown', () => {
  const end = '2026-03-14T18:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('counts whole days, hours and minutes', () => {
    expect(timeLeft(end, at('2026-03-12T14:55:30.000Z'))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
    });
    expect(timeLeft(end, at('2026-03-14T17:59:01.000Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });

  it('is over at the end time', () => {
    expect(timeLeft(end, at(end))).toBeNull();
    expect(timeLeft(end, at('2026-03-15T00:00:00.000Z'))).toBeNull();
  });
});

describe('read more', () => {
  it('folds only texts long enough to need it', () => {
    expect(needsFolding('Une villa avec jardin.')).toBe(false);
    expect(needsFolding('x'.repeat(421))).toBe(true);
    expect(needsFolding('a\n\nb\n\nc\n\nd\n\ne')).toBe(true);
  });
});

describe('addresses and head tags', () => {
  it('uses PUBLIC_URL when configured, else http://localhost:$PORT (never the request)', () => {
    expect(siteOrigin({ PUBLIC_URL: undefined, PORT: 3000 })).toBe('http://localhost:3000');
    expect(siteOrigin({ PUBLIC_URL: 'https://immo.example.dz/', PORT: 3000 })).toBe(
      'https://immo.example.dz',
    );
  });

  it('gives each language its address, and the bare one as x-default', () => {
    expect(pageUrl('https://x.dz', '/ads/2', 'ar')).toBe('https://x.dz/ads/2?lang=ar');
    expect(languageAlternates('https://x.dz', '/').map((a) => `${a.hrefLang} ${a.href}`)).toEqual([
      'fr https://x.dz/?lang=fr',
      'ar https://x.dz/?lang=ar',
      'en https://x.dz/?lang=en',
      'x-default https://x.dz/',
    ]);
  });

  it('cuts descriptions at a word, under 160 characters', () => {
    const long = 'Belle villa lumineuse avec piscine et jardin arboré '.repeat(6);
    const cut = truncateText(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateText('  Court   texte. ')).toBe('Court texte.');
  });

  it('writes no canonical or sharing tags on a page kept out of the index', () => {
    const tags = pageMeta({
      title: 'Bien introuvable',
      description: 'x',
      canonical: 'https://x.dz/property/1?lang=fr',
      language: 'fr',
      siteName: 'Chenoua Immobilier',
      noindex: true,
    });
    expect(tags).toEqual([
      { title: 'Bien introuvable' },
      { name: 'description', content: 'x' },
      { name: 'robots', content: 'noindex, follow' },
    ]);
  });

  it('robots.txt names the sitemap on the public address', () => {
    expect(robotsTxt('https://x.dz')).toContain('Sitemap: https://x.dz/sitemap.xml');
  });

  it('describes the agency for the home page (RealEstateAgent, closed on Friday)', () => {
    const block = agencyJsonLd({
      origin: 'https://x.dz',
      name: 'Chenoua Immobilier',
      language: 'fr',
      phone: '+213 24 00 00 00',
      email: null,
      address: 'Cité 100 logements, Tipaza',
      latitude: 36.59,
      longitude: 2.44,
    });
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      url: 'https://x.dz/',
      telephone: '+213 24 00 00 00',
      geo: { latitude: 36.59, longitude: 2.44 },
    });
    expect(block).not.toHaveProperty('email');
    const hours = (block.openingHoursSpecification as { dayOfWeek: string[] }[])[0]!;
    expect(hours.dayOfWeek).not.toContain('Friday');
  });
});

describe('which requests are not views', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://x.dz/property/1', { headers });
  it('skips robots, link previews, prefetches and requests without a browser', () => {
    expect(
      isAutomatedRequest(
        request({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      ),
    ).toBe(true);
    expect(isAutomatedRequest(request({ 'user-agent': 'WhatsApp/2.23.20.0' }))).toBe(true);
    expect(isAutomatedRequest(request({}))).toBe(true);
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
    expect(isAutomatedRequest(request({ 'user-agent': chrome, 'sec-purpose': 'prefetch' }))).toBe(
      true,
    );
    expect(isAutomatedRequest(request({ 'user-agent': chrome }))).toBe(false);
  });
});
