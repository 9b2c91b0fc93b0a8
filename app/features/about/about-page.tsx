// The About page (spec: who we are, what we do, our mission, our values).
import {
  ArrowLeft,
  ArrowRight,
  BadgeCheck,
  Building2,
  Calculator,
  Compass,
  Crown,
  FileCheck2,
  Gem,
  KeyRound,
  Lightbulb,
  Megaphone,
  Handshake,
  ScanEye,
} from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { VillaScene } from '../../ui/illustrations/villa-scene.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { SitePicture, type StoredPicture } from '../../ui/site-picture.tsx';

export interface AboutFigures {
  properties: number;
  wilayas: number;
  /** The agency's approval number (general info): the "licensed agency" badge shows only with it. */
  approvalNumber: string | null;
}

const SERVICES = [
  { key: 'marketing', icon: Megaphone },
  { key: 'sale', icon: Handshake },
  { key: 'rental', icon: KeyRound },
  { key: 'valuation', icon: Calculator },
  { key: 'legal', icon: FileCheck2 },
  { key: 'advice', icon: Building2 },
] as const;

const VALUES = [
  { key: 'leadership', icon: Crown },
  { key: 'creativity', icon: Lightbulb },
  { key: 'quality', icon: Gem },
  { key: 'transparency', icon: ScanEye },
] as const;

export function AboutPage({
  image,
  figures,
}: {
  image: StoredPicture | null;
  figures: AboutFigures;
}) {
  const { t } = useTranslation(['about', 'common']);
  const stats = [
    { value: String(figures.properties), label: t('stats.properties') },
    { value: String(figures.wilayas), label: t('stats.wilayas') },
    { value: '3', label: t('stats.languages') },
    { value: t('stats.response_value'), label: t('stats.response') },
  ];
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        breadcrumb={{
          label: t('breadcrumb.label'),
          home: t('common:nav.home'),
          current: t('common:nav.about'),
        }}
      />

      {/* Who we are */}
      <section aria-labelledby="about-who" className="py-16 sm:py-24">
        <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading id="about-who" eyebrow={t('who.eyebrow')} title={t('who.title')} />
            <p className="mt-6 text-lg leading-relaxed text-stone-700">{t('who.p1')}</p>
            <p className="mt-4 text-lg leading-relaxed text-stone-700">{t('who.p2')}</p>
            <dl
              className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-4"
              aria-label={t('stats.label')}
            >
              {stats.map((stat) => (
                <div
                  key={stat.label}
                  className="flex flex-col-reverse rounded-2xl bg-white p-4 shadow-card ring-1 ring-stone-900/5"
                >
                  <dt className="mt-1 text-sm text-stone-600">{stat.label}</dt>
                  <dd className="text-3xl font-extrabold text-brand-700 tabular">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="relative">
            <div className="relative aspect-[4/3] overflow-hidden rounded-3xl shadow-card-hover">
              <SitePicture
                image={image}
                alt={t('who.image_alt')}
                sizes="(min-width: 1024px) 600px, 92vw"
                className="size-full"
                fallback={
                  <>
                    <VillaScene className="size-full" />
                    <span className="sr-only">{t('who.image_alt')}</span>
                  </>
                }
              />
            </div>
            {/* A claim the page can back: shown with the approval number staff entered. */}
            {figures.approvalNumber && (
              <div
                className="absolute -bottom-6 start-6 flex items-center gap-3 rounded-2xl bg-white p-4 pe-6 shadow-card-hover ring-1 ring-stone-900/5"
                data-testid="about-approval"
              >
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <BadgeCheck className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-bold text-brand-950">{t('who.badge_title')}</span>
                  <span className="block text-sm text-stone-600">
                    {t('who.badge_approval', { number: figures.approvalNumber })}
                  </span>
                </span>
              </div>
            )}
          </div>
        </Container>
      </section>

      {/* What we do */}
      <section aria-labelledby="about-what" className="bg-white py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="about-what"
            eyebrow={t('what.eyebrow')}
            title={t('what.title')}
            lead={t('what.lead')}
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {SERVICES.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="rounded-2xl border border-stone-200 bg-sand-50/60 p-6 transition hover:border-brand-200 hover:bg-white hover:shadow-card"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-brand-950">{t(`what.${key}_title`)}</h3>
                <p className="mt-2 leading-relaxed text-stone-600">{t(`what.${key}_text`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Our mission */}
      <section aria-labelledby="about-mission" className="py-16 sm:py-24">
        <Container>
          <div className="relative isolate overflow-hidden rounded-3xl bg-brand-800 px-6 py-12 text-white sm:px-12 sm:py-16">
            <Compass
              aria-hidden="true"
              className="absolute -end-10 -bottom-10 -z-10 size-64 text-white/5"
            />
            <p className="text-sm font-semibold tracking-wide text-gold-300">
              {t('mission.eyebrow')}
            </p>
            <h2 id="about-mission" className="mt-2 text-3xl font-extrabold tracking-tight">
              {t('mission.title')}
            </h2>
            <p className="mt-6 max-w-3xl text-xl leading-relaxed text-pretty text-brand-50">
              {t('mission.text')}
            </p>
          </div>
        </Container>
      </section>

      {/* Our values */}
      <section aria-labelledby="about-values" className="pb-16 sm:pb-24">
        <Container>
          <SectionHeading
            id="about-values"
            eyebrow={t('values.eyebrow')}
            title={t('values.title')}
            align="center"
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {VALUES.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-stone-900/5"
              >
                <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-gold-50 text-gold-700 ring-1 ring-gold-200">
                  <Icon className="size-7" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-brand-950">
                  {t(`values.${key}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-stone-600">{t(`values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      {/* Call to action */}
      <section aria-labelledby="about-cta" className="bg-sand-100 py-14">
        <Container className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div>
            <h2 id="about-cta" className="text-2xl font-bold text-brand-950">
              {t('cta.title')}
            </h2>
            <p className="mt-2 text-stone-700">{t('cta.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            {/* Owners go to the free estimate, which leads to « Confiez-nous votre bien ». */}
            <Link to="/estimate" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
              {t('cta.estimate')}
              <ArrowRight className="size-5 rtl:hidden" aria-hidden="true" />
              <ArrowLeft className="hidden size-5 rtl:block" aria-hidden="true" />
            </Link>
            <Link to="/contact-us" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('cta.contact')}
            </Link>
            <Link
              to="/properties/both"
              className={buttonClasses({ variant: 'outline', size: 'lg' })}
            >
              {t('cta.browse')}
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}
