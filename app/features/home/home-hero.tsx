// The home page's opening: the site picture (from the back-office, or the bundled drawing of
// Tipaza's coast), the promise, the search box and a few honest figures.
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { CoastScene } from '../../ui/illustrations/coast-scene.tsx';
import { Container } from '../../ui/container.tsx';
import { SitePicture, type StoredPicture } from '../../ui/site-picture.tsx';
import { HeroSearch } from './hero-search.tsx';
import { verifiedShare } from './verified-share.ts';

export function HomeHero({
  image,
  total,
  wilayaCount,
  types,
  verification,
}: {
  image: StoredPicture | null;
  total: number;
  wilayaCount: number;
  types: { id: number; name: string }[];
  verification: { listed: number; verified: number };
}) {
  const { t } = useTranslation(['home', 'common']);
  const share = verifiedShare(verification);
  return (
    <section aria-labelledby="home-title" className="relative isolate overflow-hidden bg-brand-950">
      <div className="absolute inset-0 -z-20">
        <SitePicture
          image={image}
          alt={t('hero.image_alt')}
          sizes="100vw"
          priority
          className="size-full"
          fallback={<CoastScene className="size-full" />}
        />
      </div>
      {/* Legibility: darker at the reading start and at the bottom. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-950/60 to-brand-950/10 rtl:bg-gradient-to-l" />
      <div className="absolute inset-x-0 bottom-0 -z-10 h-1/2 bg-gradient-to-t from-brand-950/80 to-transparent" />

      <Container className="flex min-h-[calc(100svh-var(--header-height))] flex-col justify-center py-14 sm:py-20 md:min-h-[640px] lg:min-h-[680px]">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-gold-200 ring-1 ring-white/20 backdrop-blur">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t('common:brand.tagline')}
          </p>
          <h1
            id="home-title"
            className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl rtl:leading-[1.3]"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-brand-50/90 sm:text-xl">
            {t('hero.lead')}
          </p>
        </div>

        <div className="mt-9 max-w-4xl">
          <HeroSearch types={types} />
        </div>

        <dl
          aria-label={t('hero.figures_label')}
          className="mt-8 grid max-w-md grid-cols-3 gap-4 text-white sm:flex sm:max-w-none sm:gap-x-10"
        >
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-brand-100">{t('hero.properties')}</dt>
            <dd className="text-2xl font-extrabold tabular sm:text-3xl" data-testid="home-total">
              {total}
            </dd>
          </div>
          <div className="flex flex-col-reverse">
            <dt className="text-sm text-brand-100">{t('hero.wilayas')}</dt>
            <dd className="text-2xl font-extrabold tabular sm:text-3xl">{wilayaCount}</dd>
          </div>
          {share !== null && (
            <div className="flex flex-col-reverse">
              <dt className="text-sm text-brand-100">{t('hero.verified')}</dt>
              <dd
                className="text-2xl font-extrabold tabular sm:text-3xl"
                data-testid="home-verified-share"
              >
                {t('hero.verified_value', { share })}
              </dd>
            </div>
          )}
        </dl>
      </Container>
    </section>
  );
}
