// What the mobile menu's drawer holds (below 768px): the search box, the filter link, the six
// links, the language picker and how to reach the agency. Every control is a link, a GET form or
// a popover button, so each one works before the page's script runs (decision 0031). Its code
// comes after the page's (mobile-drawer.tsx).
import { Phone, SlidersHorizontal, X } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { telUrl, whatsappUrl } from '../../ui/contact-links.ts';
import { DrawerSearch } from './drawer-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { MENU_ID } from './menu-dialog.ts';
import { LIST_PAGE } from './nav-items.ts';
import type { SiteInfo } from './site-info.ts';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

/** The list page opens its filter panel on this hash (features/search/use-filters-panel.ts). */
const FILTERS_HASH = '#filters';

export default function MobileDrawerPanel({
  info,
  titleId,
  onClose,
}: {
  info: SiteInfo;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  // The filters of the list being shown, or of every listing from another page.
  const filtersTarget = LIST_PAGE.test(pathname)
    ? `${pathname}${search}${FILTERS_HASH}`
    : `/properties/both${FILTERS_HASH}`;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        data-testid="drawer-head"
        className="flex h-16 shrink-0 items-center justify-between border-b border-stone-100 ps-4 pe-2"
      >
        <h2 id={titleId} className="sr-only">
          {t('nav.menu')}
        </h2>
        <Logo />
        <button
          type="button"
          popoverTarget={MENU_ID}
          popoverTargetAction="hide"
          aria-label={t('nav.close_menu')}
          onClick={(event) => {
            event.preventDefault();
            onClose();
          }}
          className="inline-flex size-11 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-100"
        >
          <X className="size-6" aria-hidden="true" />
        </button>
      </div>

      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-5">
        <div className="flex flex-col gap-2.5">
          <DrawerSearch onPicked={onClose} />
          <Link
            to={filtersTarget}
            onClick={onClose}
            className={buttonClasses({ variant: 'outline', className: 'h-11 w-full' })}
          >
            <SlidersHorizontal className="size-4.5" aria-hidden="true" />
            {t('nav.filters')}
          </Link>
        </div>

        <nav aria-label={t('nav.label')} className="mt-6">
          <MainNav variant="drawer" onNavigate={onClose} />
        </nav>

        <section aria-labelledby={`${titleId}-language`} className="mt-7">
          <h3
            id={`${titleId}-language`}
            className="mb-2 px-1 text-xs font-semibold tracking-wide text-stone-500 uppercase rtl:tracking-normal"
          >
            {t('language.label')}
          </h3>
          <LanguageSwitch variant="drawer" onChoose={onClose} />
        </section>
      </div>

      {info && (info.phone || info.whatsapp) && (
        <div className="shrink-0 border-t border-stone-100 bg-sand-50 px-4 py-4">
          <p className="mb-3 text-sm font-semibold text-stone-700">{t('nav.talk_to_us')}</p>
          <div className="flex flex-wrap gap-2">
            {info.phone && (
              <a
                href={telUrl(info.phone)}
                className={buttonClasses({ variant: 'primary', size: 'sm', className: 'flex-1' })}
              >
                <Phone className="size-4" aria-hidden="true" />
                {t('actions.call_us')}
              </a>
            )}
            {info.whatsapp && (
              <a
                href={whatsappUrl(info.whatsapp, t('whatsapp.greeting'))}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: 'whatsapp', size: 'sm', className: 'flex-1' })}
              >
                <WhatsAppIcon className="size-4" />
                WhatsApp
              </a>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
