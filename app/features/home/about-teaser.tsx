// A glimpse of the agency: who we are, and the four values (leadership, creativity, quality,
// transparency), with a link to the About page.
import { ArrowLeft, ArrowRight, Crown, Gem, Lightbulb, ScanEye } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { VillaScene } from '../../ui/illustrations/villa-scene.tsx';
import { SitePicture, type StoredPicture } from '../../ui/site-picture.tsx';

const VALUES = [
  { key: 'leadership', icon: Crown },
  { key: 'creativity', icon: Lightbulb },
  { key: 'quality', icon: Gem },
  { key: 'transparency', icon: ScanEye },
] as const;

export function AboutTeaser({ image }: { image: StoredPicture | null }) {
  const { t } = useTranslation(['home', 'about']);
  return (
    <section
      aria-labelledby="home-about"
      className="below-fold py-16 sm:py-24"
      data-testid="home-about"
    >
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className="relative order-last lg:order-first">
          <div className="aspect-[5/4] overflow-hidden rounded-3xl shadow-card-hover">
            <SitePicture
              image={image}
              alt={t('about.image_alt')}
              sizes="(min-width: 1024px) 600px, 92vw"
              className="size-full"
              fallback={<VillaScene className="size-full" />}
            />
          </div>
          <div
            aria-hidden="true"
            className="absolute -end-4 -bottom-4 -z-10 size-40 rounded-3xl bg-gold-200/60 sm:-end-6 sm:-bottom-6"
          />
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-gold-700">{t('about.eyebrow')}</p>
          <h2
            id="home-about"
            className="mt-2 text-2xl font-bold tracking-tight text-balance text-brand-950 sm:text-3xl"
          >
            {t('about.title')}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-stone-700">{t('about.text')}</p>
          <h3 className="sr-only">{t('about.values_label')}</h3>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {VALUES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3.5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold-50 text-gold-700 ring-1 ring-gold-200">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-bold text-brand-950">
                    {t(`about:values.${key}.title`)}
                  </span>
                  <span className="mt-0.5 block text-sm leading-relaxed text-stone-600">
                    {t(`about:values.${key}.text`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <Link
            to="/about"
            className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-9' })}
          >
            {t('about.more')}
            <ArrowRight className="size-5 rtl:hidden" aria-hidden="true" />
            <ArrowLeft className="hidden size-5 rtl:block" aria-hidden="true" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
