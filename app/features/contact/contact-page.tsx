// The Contact page: the form, the office's details and a map at the general-info position.
import { Clock, ExternalLink, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TGeneralInfo } from '../../../common/schemas/general-info.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { telUrl, whatsappUrl } from '../../ui/contact-links.ts';
import { LocationMap } from '../../ui/location-map.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { OpeningHoursList } from '../../ui/opening-hours-list.tsx';
import { DEFAULT_OPENING_HOURS } from '../../../common/opening-hours.ts';
import { CONTACT_FORM_ANCHOR, ContactForm } from './contact-form.tsx';
import { formatAlgerianPhone } from '../../../common/phone.ts';

export type OfficeInfo = Pick<
  TGeneralInfo,
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'whatsapp'
  | 'email'
  | 'address'
  | 'approval_number'
  | 'opening_hours'
>;

function OfficeRow({
  icon: Icon,
  label,
  children,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-500">{label}</p>
        <div className="mt-0.5 font-semibold text-stone-900">{children}</div>
      </div>
    </li>
  );
}

export function ContactPage({ office, tileUrl }: { office: OfficeInfo | null; tileUrl: string }) {
  const { t } = useTranslation(['contact', 'common']);
  const directions = office
    ? `https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=17/${office.latitude}/${office.longitude}`
    : null;
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        lead={t('hero.lead')}
        breadcrumb={{
          label: t('breadcrumb.label'),
          home: t('common:nav.home'),
          current: t('common:nav.contact'),
        }}
      />
      <Container className="relative -mt-8 grid items-start gap-8 pb-10 sm:-mt-10 sm:pb-12 lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)]">
        <section
          aria-labelledby={CONTACT_FORM_ANCHOR}
          className="relative rounded-3xl bg-white p-6 shadow-card-hover ring-1 ring-stone-900/5 sm:p-10"
        >
          <h2 id={CONTACT_FORM_ANCHOR} className="scroll-mt-28 text-2xl font-bold text-brand-950">
            {t('form.title')}
          </h2>
          <div className="mt-3">
            <ContactForm />
          </div>
        </section>

        <div className="flex flex-col gap-8">
          <section
            aria-labelledby="contact-office-title"
            className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-stone-900/5 sm:p-8"
          >
            <h2 id="contact-office-title" className="text-xl font-bold text-brand-950">
              {t('office.title')}
            </h2>
            <ul className="mt-6 space-y-5" data-testid="office-details">
              {office?.address && (
                <OfficeRow icon={MapPin} label={t('office.address')}>
                  {office.address}
                </OfficeRow>
              )}
              {office?.phone && (
                <OfficeRow icon={Phone} label={t('office.phone')}>
                  <a
                    href={telUrl(office.phone)}
                    dir="ltr"
                    className="tabular hover:text-brand-700 hover:underline"
                  >
                    {formatAlgerianPhone(office.phone)}
                  </a>
                </OfficeRow>
              )}
              {office?.email && (
                <OfficeRow icon={Mail} label={t('office.email')}>
                  <a
                    href={`mailto:${office.email}`}
                    className="break-all hover:text-brand-700 hover:underline"
                  >
                    {office.email}
                  </a>
                </OfficeRow>
              )}
              <OfficeRow icon={Clock} label={t('office.hours')}>
                <OpeningHoursList
                  hours={office?.opening_hours ?? DEFAULT_OPENING_HOURS}
                  className="text-sm font-normal"
                />
              </OfficeRow>
              {office?.approval_number && (
                <OfficeRow icon={ShieldCheck} label={t('common:brand.name')}>
                  {t('office.approval', { number: office.approval_number })}
                </OfficeRow>
              )}
            </ul>
            {office?.whatsapp && (
              <a
                href={whatsappUrl(office.whatsapp, t('common:whatsapp.greeting'))}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'whatsapp', className: 'mt-7 w-full' })}
              >
                {t('office.whatsapp')} ·{' '}
                <span dir="ltr">{formatAlgerianPhone(office.whatsapp)}</span>
              </a>
            )}
          </section>
        </div>
      </Container>
      {office && (
        <Container className="pb-16 sm:pb-24">
          <section
            aria-labelledby="contact-map-title"
            className="overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-stone-900/5"
          >
            <div className="flex items-center justify-between gap-3 px-6 py-4">
              <h2 id="contact-map-title" className="font-bold text-brand-950">
                {t('office.map_title')}
              </h2>
              {directions && (
                <a
                  href={directions}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('office.directions')}
                  <ExternalLink className="size-4" aria-hidden="true" />
                </a>
              )}
            </div>
            <LocationMap
              latitude={office.latitude}
              longitude={office.longitude}
              tileUrl={tileUrl}
              label={t('office.map_title')}
              loadingText={t('office.map_loading')}
              className="h-80 sm:h-[26rem]"
            />
          </section>
        </Container>
      )}
    </>
  );
}
