// The public page frame: skip link, fixed header, the page, the footer (unless the page's route
// handle says `footer: false`, as the list pages do) and the WhatsApp button.
import { Direction } from 'radix-ui';
import { useTranslation } from '../../i18n/react.tsx';
import { useMatches, useNavigation } from 'react-router';
import { directionOf, isLanguage } from '../../../common/languages.ts';
import { hydrateAllNow, hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';
import { CardIconSprite } from '../../ui/card-icons.tsx';
import { cn } from '../../ui/cn.ts';
import { SiteHeader } from './site-header.tsx';
import type { SiteDirectory, SiteInfo } from './site-info.ts';
import { WhatsAppButton } from './whatsapp-button.tsx';
import type { TextsHandle } from '../../i18n/namespaces.ts';
import { CompareTray } from '../visits/compare-tray.tsx';

/** What a public route may declare in its `handle` export. */
export interface PublicRouteHandle extends TextsHandle {
  /** false: no footer on this page (the property lists). */
  footer?: boolean;
  /**
   * The page has its own contact bar fixed at the bottom of a phone's screen (the property
   * page): below 768px the page keeps room for it and the floating WhatsApp button stays out.
   */
  contactBar?: boolean;
}

function useHandles(): PublicRouteHandle[] {
  return useMatches().map((match) => (match.handle ?? {}) as PublicRouteHandle);
}

/** The footer is far below the first screen (and not on the property lists): its code is
 * fetched when the browser is idle after the load, and it is made interactive when it comes
 * near (decision 0033). */
const LaterFooter = hydrateNearScreenFrom(() => import('./site-footer.tsx'), 'SiteFooter');

export function PublicShell({
  info,
  directory,
  children,
}: {
  info: SiteInfo;
  directory?: SiteDirectory;
  children: React.ReactNode;
}) {
  const { t, i18n } = useTranslation('common');
  const handles = useHandles();
  const showFooter = !handles.some((handle) => handle.footer === false);
  const contactBar = handles.some((handle) => handle.contactBar);
  const dir = directionOf(isLanguage(i18n.language) ? i18n.language : 'fr');
  // The next page's data is on its way: the parts still waiting to be hydrated go now, before
  // it reaches them (app/ui/hydrate-later.tsx).
  const navigating = useNavigation().state !== 'idle';
  if (navigating) hydrateAllNow();
  return (
    <Direction.Provider dir={dir}>
      <a
        href="#main"
        className="fixed start-3 top-3 z-[60] -translate-y-24 rounded-lg bg-brand-900 px-4 py-2.5 font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
      >
        {t('nav.skip_to_content')}
      </a>
      <CardIconSprite />
      <SiteHeader info={info} />
      <div
        className={cn('flex min-h-dvh flex-col pt-(--header-height)', contactBar && 'max-md:pb-24')}
      >
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {showFooter && <LaterFooter info={info} directory={directory} />}
      </div>
      <CompareTray />
      {info?.whatsapp && (
        <WhatsAppButton
          number={info.whatsapp}
          className={contactBar ? 'max-md:hidden' : undefined}
        />
      )}
    </Direction.Provider>
  );
}
