// The property details page: breadcrumb, photos, the header (name, place, price, key figures),
// the promotion, the advertiser's block beside the content on large screens, then the sections
// and the similar properties.
import { useTranslation } from '../../i18n/react.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { PropertyLandingLinks } from './landing-links.tsx';
import { Container } from '../../ui/container.tsx';
import { hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';
import { PageToaster } from '../../ui/page-toaster.tsx';
import { PriceContextCard } from '../visits/price-context-card.tsx';
import { useRecordView } from '../visits/recently-viewed.ts';
import type { PropertyPageData } from './page-data.ts';
import { PromoCountdown, PromotionExpired } from './promo-countdown.tsx';
import { PropertyGallery } from './property-gallery.tsx';
import { LaterEnquiry } from './later-enquiry.tsx';
import { PropertyHeader } from './property-header.tsx';
import { PriceHistory } from './price-history.tsx';
import { ContactBar } from './contact-bar.tsx';
import { ResultsNav } from './results-nav.tsx';
import { SellerCard } from './seller-card.tsx';
import type { RevealAnswer } from './seller-reveal.ts';
import { useSellerReveal } from './use-seller-reveal.ts';
import { VisitRequest } from './visit-request.tsx';

function Promotion({ property: p }: { property: PropertyPageData['property'] }) {
  if (p.ispromo && p.promotion_end_date) return <PromoCountdown endDate={p.promotion_end_date} />;
  // A promotion that has run out keeps its offer price and its (past) end date.
  const ended =
    p.afterpromo_price !== null &&
    p.promotion_end_date !== null &&
    new Date(p.promotion_end_date).getTime() <= Date.now();
  return ended ? <PromotionExpired /> : null;
}

export function PropertyPage({
  page,
  agencyPhone,
  dir,
  posted,
}: {
  page: PropertyPageData;
  agencyPhone: string | null;
  dir: 'ltr' | 'rtl';
  /** The answer of a reveal posted before the script ran (reveal-action.server.ts). */
  posted?: RevealAnswer;
}) {
  const { t } = useTranslation('property');
  const { property: p } = page;
  useRecordView(p.id);
  const reveal = useSellerReveal(p.id, posted);
  const contact = {
    propertyName: p.name,
    available: p.seller_contact,
    pageUrl: page.shareUrl,
    agencyPhone,
    reveal,
  };

  return (
    <div className="pb-20" data-testid="property-page">
      <Container className="pt-4 sm:pt-6">
        {page.resultsNav && <ResultsNav links={page.resultsNav} />}
        <Breadcrumbs items={page.breadcrumb} label={t('breadcrumb.label')} className="mb-4" />
        <PropertyGallery images={p.images} name={p.name} />

        <div className="mt-6 grid gap-6 lg:mt-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_380px]">
          <div className="min-w-0 space-y-6">
            <PropertyHeader property={p} rental={page.rental} shareUrl={page.shareUrl} />
            <PriceContextCard context={page.priceContext} />
            <PriceHistory history={p.price_history} />
          </div>

          <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="space-y-4 lg:sticky lg:top-[calc(var(--header-height)+24px)]">
              <Promotion property={p} />
              <SellerCard sellerName={p.seller_name} {...contact} />
            </div>
          </aside>

          <PropertySections page={page} />
          {page.financing && (
            <LaterFinancing financing={page.financing} price={p.price} propertyId={p.id} />
          )}
          <LaterEnquiry propertyId={p.id} title={p.name} />
          <VisitRequest propertyId={p.id} />
        </div>

        <LaterSimilar properties={page.similar} />
        <PropertyLandingLinks landings={page.landings} />
      </Container>
      <ContactBar {...contact} />
      <PageToaster dir={dir} />
    </div>
  );
}

/**
 * Description, video, characteristics, amenities, place and documents: below the first screen
 * on a phone, so drawn on demand (`below-fold`); their code is fetched and made interactive
 * when they come near the screen (app/ui/hydrate-later.tsx). The similar properties likewise.
 */
const PropertySections = hydrateNearScreenFrom(
  () => import('./property-sections.tsx'),
  'PropertySections',
);
/** The financing estimate of a sale listing: its code and texts come when it nears the screen. */
const LaterFinancing = hydrateNearScreenFrom(
  () => import('./financing-section.tsx'),
  'FinancingSection',
);
const LaterSimilar = hydrateNearScreenFrom(() => import('./later-similar.tsx'), 'LaterSimilar');
