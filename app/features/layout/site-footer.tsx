// The public footer: the brand, the site's links, the agency's details, a copyright line and
// the developer credit. Not shown on the list pages (their route handle says `footer: false`).
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Container } from '../../ui/container.tsx';
import { telUrl, whatsappUrl } from '../../ui/contact-links.ts';
import { Logo } from './logo.tsx';
import type { SiteDirectory, SiteInfo } from './site-info.ts';
import { WhatsAppIcon } from './whatsapp-icon.tsx';
import { formatAlgerianPhone } from '../../../common/phone.ts';

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-gold-300 uppercase rtl:tracking-normal">
        {title}
      </h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One line of links: the main cities' landing pages, or the partners. */
function FooterRow({ title, links }: { title: string; links: SiteDirectory['cities'] }) {
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
      <h2 className="text-sm font-semibold text-gold-300">{title}</h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.to}>
            {link.to.startsWith('/') ? (
              <Link to={link.to} className="text-brand-100 hover:text-white hover:underline">
                {link.label}
              </Link>
            ) : (
              <a
                href={link.to}
                rel="sponsored noopener"
                target="_blank"
                className="text-brand-100 hover:text-white hover:underline"
              >
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SiteFooter({
  info,
  directory,
}: {
  info: SiteInfo;
  directory?: SiteDirectory;
}) {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-brand-100" data-testid="site-footer">
      <Container className="grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:gap-12">
        <div className="max-w-sm">
          <Logo tone="dark" />
          <p className="mt-5 text-[15px] leading-relaxed text-brand-100/90">{t('footer.about')}</p>
          {info?.approval_number && (
            <p className="mt-4 text-sm text-brand-200/80">
              {t('footer.approval', { number: info.approval_number })}
            </p>
          )}
        </div>
        <FooterLinks
          title={t('footer.explore')}
          links={[
            { to: '/properties/sell', label: t('nav.sell') },
            { to: '/properties/rent', label: t('nav.rent') },
            { to: '/properties/both', label: t('footer.all_properties') },
            { to: '/properties/both?isPromo=true', label: t('footer.deals') },
          ]}
        />
        <FooterLinks
          title={t('footer.agency')}
          links={[
            { to: '/', label: t('nav.home') },
            { to: '/about', label: t('nav.about') },
            { to: '/estimate', label: t('nav.estimate') },
            { to: '/contact-us', label: t('nav.contact') },
          ]}
        />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-gold-300 uppercase rtl:tracking-normal">
            {t('footer.contact')}
          </h2>
          <ul className="mt-4 space-y-3 text-[15px]">
            {info?.address && (
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-4.5 shrink-0 text-gold-300" aria-hidden="true" />
                <span>{info.address}</span>
              </li>
            )}
            {info?.phone && (
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-4.5 shrink-0 text-gold-300" aria-hidden="true" />
                <a href={telUrl(info.phone)} dir="ltr" className="tabular hover:text-white">
                  {formatAlgerianPhone(info.phone)}
                </a>
              </li>
            )}
            {info?.whatsapp && (
              <li className="flex gap-3">
                <WhatsAppIcon className="mt-0.5 size-4.5 shrink-0 text-gold-300" />
                <a
                  href={whatsappUrl(info.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="hover:text-white"
                >
                  <span className="sr-only">WhatsApp </span>
                  <span dir="ltr" className="tabular">
                    {formatAlgerianPhone(info.whatsapp)}
                  </span>
                </a>
              </li>
            )}
            {info?.email && (
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-4.5 shrink-0 text-gold-300" aria-hidden="true" />
                <a href={`mailto:${info.email}`} className="break-all hover:text-white">
                  {info.email}
                </a>
              </li>
            )}
            <li className="flex gap-3">
              <Clock className="mt-0.5 size-4.5 shrink-0 text-gold-300" aria-hidden="true" />
              <span>{t('hours.long')}</span>
            </li>
          </ul>
        </div>
      </Container>
      {directory && (
        <Container className="flex flex-col gap-3 border-t border-white/10 py-6 text-[15px]">
          <FooterRow title={t('footer.cities')} links={directory.cities} />
          <FooterRow title={t('footer.partners')} links={directory.partners} />
        </Container>
      )}
      <div className="border-t border-white/10">
        {/* The bottom padding keeps the last line clear of the floating WhatsApp button. */}
        <Container className="flex flex-col gap-2 pt-5 pb-[calc(6rem+env(safe-area-inset-bottom))] text-sm text-brand-200/90 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year, name: t('brand.name') })}</p>
          <p>{t('footer.credit')}</p>
        </Container>
      </div>
    </footer>
  );
}
