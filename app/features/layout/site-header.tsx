// The fixed public header: 102px on desktop (a utility bar over the main bar), a compact bar with
// the menu button below 768px. Its height is the --header-height variable (app.css).
import { Clock, Mail, Phone } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { telUrl } from '../../ui/contact-links.ts';
import { FavoritesHeart, useFavoritesName } from '../visits/favorites-count.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import type { SiteInfo } from './site-info.ts';
import { formatAlgerianPhone } from '../../../common/phone.ts';

function HomeLogo({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // On the home page the logo is not a link to itself.
  if (pathname === '/') {
    return (
      <span className={className}>
        <Logo />
      </span>
    );
  }
  return (
    // The name is spoken from hidden text rather than aria-label: it holds the visible words, so
    // voice control ("click Chenoua") and screen readers agree.
    <Link to="/" className={className}>
      <Logo aria-hidden />
      <span className="sr-only">{t('nav.home_logo')}</span>
    </Link>
  );
}

/** The favourites on a phone's bar (the menu holds the other links), with their count. */
function PhoneFavoritesLink() {
  const { t } = useTranslation('visits');
  const name = useFavoritesName();
  return (
    <Link
      to="/favorites"
      aria-label={name ?? t('nav.favorites')}
      data-testid="header-favorites"
      className="ms-auto inline-flex size-11 items-center justify-center rounded-xl hover:bg-rose-50 md:hidden"
    >
      <FavoritesHeart className="size-5" />
    </Link>
  );
}

export function SiteHeader({ info }: { info: SiteInfo }) {
  const { t } = useTranslation('common');
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) bg-white/95 shadow-[0_1px_0_rgb(28_25_23/0.08)] backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* Utility bar (desktop): how to reach the agency, and the language. */}
      <div className="hidden h-9 bg-brand-950 text-[13px] text-brand-100 md:block">
        <Container className="flex h-full items-center justify-between gap-6">
          <ul className="flex min-w-0 items-center gap-5">
            {info?.phone && (
              <li>
                <a
                  href={telUrl(info.phone)}
                  className="inline-flex items-center gap-1.5 hover:text-white"
                >
                  <Phone className="size-3.5 text-gold-300" aria-hidden="true" />
                  <span dir="ltr" className="tabular">
                    {formatAlgerianPhone(info.phone)}
                  </span>
                </a>
              </li>
            )}
            {info?.email && (
              <li className="hidden lg:block">
                <a
                  href={`mailto:${info.email}`}
                  className="inline-flex items-center gap-1.5 hover:text-white"
                >
                  <Mail className="size-3.5 text-gold-300" aria-hidden="true" />
                  {info.email}
                </a>
              </li>
            )}
            <li className="hidden items-center gap-1.5 xl:inline-flex">
              <Clock className="size-3.5 text-gold-300" aria-hidden="true" />
              {t('hours.short')}
            </li>
          </ul>
          <nav aria-label={t('language.label')} className="flex items-center gap-2">
            <LanguageSwitch variant="bar" />
          </nav>
        </Container>
      </div>

      {/* Main bar */}
      <Container className="flex h-16 items-center gap-3 md:h-[66px]">
        <MobileDrawer info={info} />
        <HomeLogo className="shrink-0 rounded-lg" />
        <nav aria-label={t('nav.label')} className="ms-auto hidden md:block">
          <MainNav variant="header" />
        </nav>
        <div className="ms-3 hidden lg:block">
          <a
            href={info?.phone ? telUrl(info.phone) : '/contact-us'}
            className={buttonClasses({ variant: 'primary', size: 'sm', className: 'h-10' })}
          >
            <Phone className="size-4" aria-hidden="true" />
            {t('actions.call_us')}
          </a>
        </div>
        <PhoneFavoritesLink />
        {info?.phone && (
          <a
            href={telUrl(info.phone)}
            aria-label={t('actions.call_us')}
            className="inline-flex size-11 items-center justify-center rounded-xl text-brand-700 hover:bg-brand-50 md:hidden"
          >
            <Phone className="size-5" aria-hidden="true" />
          </a>
        )}
      </Container>
    </header>
  );
}
