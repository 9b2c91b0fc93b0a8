// Why choose us: three reasons.
import { Handshake, Megaphone, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Container } from '../../ui/container.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';

const REASONS = [
  { key: 'verified', icon: ShieldCheck },
  { key: 'support', icon: Handshake },
  { key: 'marketing', icon: Megaphone },
] as const;

export function WhySection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-why" className="below-fold bg-white py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="home-why"
          eyebrow={t('why.eyebrow')}
          title={t('why.title')}
          lead={t('why.lead')}
          align="center"
        />
        <ol className="mt-12 grid gap-5 md:grid-cols-3 lg:gap-8">
          {REASONS.map(({ key, icon: Icon }, index) => (
            <li
              key={key}
              className="relative rounded-2xl border border-stone-200 bg-sand-50 p-7 lg:p-8"
            >
              {/* Decorative numbering, drawn by CSS (not text to read). */}
              <span
                aria-hidden="true"
                data-number={`0${index + 1}`}
                className="absolute end-6 top-5 text-4xl font-extrabold text-brand-100 tabular before:content-[attr(data-number)]"
              />
              <span className="flex size-13 items-center justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-6 text-lg font-bold text-brand-950">{t(`why.${key}_title`)}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{t(`why.${key}_text`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
