// The advertiser's contacts: opening hours, address, phone, WhatsApp, e-mail, website and social
// pages; only what the advertiser gave.
import { Clock, ExternalLink, Globe, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TAd } from '../../../common/schemas/ad.ts';
import {
  FacebookIcon,
  InstagramIcon,
  TikTokIcon,
  WhatsAppGlyph,
  YouTubeIcon,
} from '../../ui/brand-icons.tsx';
import { buttonClasses } from '../../ui/button.tsx';
import { telUrl, whatsappUrl } from '../../ui/contact-links.ts';
import { isSet } from './page-data.ts';
import { formatAlgerianPhone } from '../../../common/phone.ts';

function Row({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="relative min-h-9 ps-12">
      <dt className="text-xs text-stone-500">
        <span className="absolute start-0 top-0 flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700 [&>svg]:size-4.5">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-[15px] font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

const displayHost = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

export function AdContactCard({ ad }: { ad: TAd }) {
  const { t } = useTranslation('ads');
  const socials = [
    {
      url: ad.facebook,
      label: t('social.facebook'),
      icon: <FacebookIcon className="size-5" />,
      key: 'facebook',
    },
    {
      url: ad.insta,
      label: t('social.instagram'),
      icon: <InstagramIcon className="size-5" />,
      key: 'instagram',
    },
    {
      url: ad.tiktok,
      label: t('social.tiktok'),
      icon: <TikTokIcon className="size-5" />,
      key: 'tiktok',
    },
    {
      url: ad.youtube,
      label: t('social.youtube'),
      icon: <YouTubeIcon className="size-5" />,
      key: 'youtube',
    },
  ].filter((social): social is typeof social & { url: string } => isSet(social.url));

  return (
    <section
      aria-labelledby="ad-contact-title"
      data-testid="ad-contact"
      className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-stone-900/5 sm:p-6"
    >
      <h2 id="ad-contact-title" className="text-lg font-bold text-brand-950">
        {t('sections.contact')}
      </h2>

      {(isSet(ad.phoneNumber) || isSet(ad.whatsUp)) && (
        <div className="mt-4 space-y-2.5">
          {isSet(ad.phoneNumber) && (
            <a
              href={telUrl(ad.phoneNumber)}
              className={buttonClasses({ variant: 'primary', size: 'lg', className: 'w-full' })}
              data-testid="ad-phone"
            >
              <Phone className="size-5" aria-hidden="true" />
              <span className="sr-only">{t('contact.call')} </span>
              <span dir="ltr" className="tabular">
                {formatAlgerianPhone(ad.phoneNumber)}
              </span>
            </a>
          )}
          {isSet(ad.whatsUp) && (
            <a
              href={whatsappUrl(ad.whatsUp)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: 'whatsapp', size: 'lg', className: 'w-full' })}
              data-testid="ad-whatsapp"
            >
              <WhatsAppGlyph className="size-5" />
              {t('contact.write')}
            </a>
          )}
        </div>
      )}

      <dl className="mt-5 space-y-4">
        {isSet(ad.workHours) && (
          <Row icon={<Clock aria-hidden="true" />} label={t('contact.work_hours')}>
            {ad.workHours}
          </Row>
        )}
        {isSet(ad.fullAddress) && (
          <Row icon={<MapPin aria-hidden="true" />} label={t('contact.address')}>
            {ad.fullAddress}
          </Row>
        )}
        {isSet(ad.email) && (
          <Row icon={<Mail aria-hidden="true" />} label={t('contact.email')}>
            <a
              href={`mailto:${ad.email}`}
              className="text-brand-700 hover:underline"
              data-testid="ad-email"
            >
              {ad.email}
            </a>
          </Row>
        )}
        {isSet(ad.websiteLink) && (
          <Row icon={<Globe aria-hidden="true" />} label={t('contact.website')}>
            <a
              href={ad.websiteLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              data-testid="ad-website"
            >
              {displayHost(ad.websiteLink)}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </Row>
        )}
      </dl>

      {socials.length > 0 && (
        <div className="mt-6 border-t border-stone-100 pt-5">
          <h3 className="text-sm font-semibold text-stone-700">{t('social.title')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="ad-socials">
            {socials.map((social) => (
              <li key={social.key}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                  title={social.label}
                  data-testid={`ad-social-${social.key}`}
                  className="flex size-11 items-center justify-center rounded-xl border border-stone-200 bg-white text-stone-700 transition hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700"
                >
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
