// The mobile menu's drawer (below 768px): the search box, the filter button, the five links and
// the language picker. Loaded the first time the menu button is used (mobile-drawer.tsx), so
// no page pays for it up front. Radix Dialog traps the focus; on closing, the focus goes back
// to the menu button; it closes on navigation, on a language choice and on a swipe toward its side.
import { Phone, SlidersHorizontal } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useLocation, useNavigate } from 'react-router';
import { directionOf, isLanguage } from '../../../common/languages.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { telUrl, whatsappUrl } from '../../ui/contact-links.ts';
import { SidePanelHeader } from '../../ui/side-panel-header.tsx';
import { useSwipeToClose } from '../../ui/use-swipe-to-close.ts';
import { DrawerSearch } from './drawer-search.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { OPEN_FILTERS_STATE } from './mobile-drawer.tsx';
import { LIST_PAGE } from './nav-items.ts';
import type { SiteInfo } from './site-info.ts';
import { WhatsAppIcon } from './whatsapp-icon.tsx';

export default function MobileDrawerPanel({
  info,
  open,
  setOpen,
  menuButton,
}: {
  info: SiteInfo;
  open: boolean;
  setOpen: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { t, i18n } = useTranslation('common');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const rtl = directionOf(isLanguage(i18n.language) ? i18n.language : 'fr') === 'rtl';
  // The drawer comes from the reading start: the left, or the right in Arabic; it leaves that way.
  const swipe = useSwipeToClose<HTMLDivElement>({
    direction: rtl ? 'right' : 'left',
    onClose: () => setOpen(false),
  });

  const openFilters = () => {
    const target = LIST_PAGE.test(pathname) ? `${pathname}${search}` : '/properties/both';
    setOpen(false);
    void navigate(target, { state: { [OPEN_FILTERS_STATE]: true } });
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-brand-950/50 backdrop-blur-[2px] md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-drawer"
          dir={rtl ? 'rtl' : 'ltr'}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
          {...swipe}
          className={cn(
            'fixed inset-y-0 start-0 z-50 flex w-[min(88vw,360px)] touch-pan-y flex-col bg-white select-none shadow-2xl transition-transform duration-200 outline-none md:hidden',
            rtl ? 'animate-drawer-in-end' : 'animate-drawer-in-start',
          )}
        >
          <SidePanelHeader
            testId="drawer-head"
            title={t('nav.menu')}
            closeLabel={t('nav.close_menu')}
          >
            <Logo />
          </SidePanelHeader>

          <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-5">
            <div className="flex flex-col gap-2.5">
              <DrawerSearch />
              <button
                type="button"
                onClick={openFilters}
                className={buttonClasses({ variant: 'outline', className: 'h-11 w-full' })}
              >
                <SlidersHorizontal className="size-4.5" aria-hidden="true" />
                {t('nav.filters')}
              </button>
            </div>

            <nav aria-label={t('nav.label')} className="mt-6">
              <MainNav variant="drawer" onNavigate={() => setOpen(false)} />
            </nav>

            <section aria-labelledby="drawer-language" className="mt-7">
              <h2
                id="drawer-language"
                className="mb-2 px-1 text-xs font-semibold tracking-wide text-stone-500 uppercase rtl:tracking-normal"
              >
                {t('language.label')}
              </h2>
              <LanguageSwitch variant="drawer" onChoose={() => setOpen(false)} />
            </section>
          </div>

          {info && (info.phone || info.whatsapp) && (
            <div className="shrink-0 border-t border-stone-100 bg-sand-50 px-4 py-4">
              <p className="mb-3 text-sm font-semibold text-stone-700">{t('nav.talk_to_us')}</p>
              <div className="flex flex-wrap gap-2">
                {info.phone && (
                  <a
                    href={telUrl(info.phone)}
                    className={buttonClasses({
                      variant: 'primary',
                      size: 'sm',
                      className: 'flex-1',
                    })}
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
                    className={buttonClasses({
                      variant: 'whatsapp',
                      size: 'sm',
                      className: 'flex-1',
                    })}
                  >
                    <WhatsAppIcon className="size-4" />
                    WhatsApp
                  </a>
                )}
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
