// An advertiser's page: banner with the name, who they are, their products, a video, photos, a
// map, and the contacts beside the content on large screens.
import { ExternalLink, Images, MapPinned, Package, Users, Video } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { imageSrcSet, imageVariantUrl } from '../../../common/media.ts';
import { Container } from '../../ui/container.tsx';
import { ContentSection } from '../../ui/content-section.tsx';
import { PhotoGallery } from '../../ui/photo-gallery.tsx';
import { PointMap } from '../../ui/point-map.tsx';
import { YouTubeEmbed } from '../../ui/youtube-embed.tsx';
import { AdContactCard } from './ad-contact-card.tsx';
import { isSet, type AdPageData } from './page-data.ts';

function Paragraphs({ text, testId }: { text: string; testId: string }) {
  return (
    <p
      data-testid={testId}
      className="text-[15px] leading-7 whitespace-pre-line text-stone-700 sm:text-base"
    >
      {text}
    </p>
  );
}

function Banner({ ad }: { ad: AdPageData['ad'] }) {
  const { t } = useTranslation('ads');
  return (
    <div className="relative overflow-hidden bg-brand-950">
      {isSet(ad.bannerImage) && (
        <img
          src={imageVariantUrl(ad.bannerImage, 1600)}
          srcSet={imageSrcSet(ad.bannerImage)}
          sizes="100vw"
          alt=""
          width={1600}
          height={1067}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover opacity-70"
          data-testid="ad-banner"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-brand-950 via-brand-950/50 to-brand-950/10" />
      <Container className="relative flex min-h-64 flex-col justify-end pt-16 pb-8 sm:min-h-80 lg:min-h-96 lg:pb-12">
        <span className="w-fit rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-brand-950">
          {t('badge')}
        </span>
        <h1
          data-testid="ad-name"
          className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl lg:text-5xl"
        >
          {ad.name}
        </h1>
        {isSet(ad.fullAddress) && <p className="mt-3 max-w-2xl text-brand-100">{ad.fullAddress}</p>}
      </Container>
    </div>
  );
}

export function AdPage({ page }: { page: AdPageData }) {
  const { t } = useTranslation('ads');
  const { ad } = page;
  const images = ad.images.filter(isSet);
  const poster = isSet(ad.bannerImage)
    ? { src: imageVariantUrl(ad.bannerImage, 1024), srcSet: imageSrcSet(ad.bannerImage) }
    : null;
  const hasPosition = ad.lattitude !== null && ad.longitude !== null;
  const mapLink = isSet(ad.googleMapLink)
    ? ad.googleMapLink
    : hasPosition
      ? `https://www.google.com/maps/search/?api=1&query=${ad.lattitude},${ad.longitude}`
      : null;

  return (
    <div className="pb-20" data-testid="ad-page">
      <Banner ad={ad} />
      <Container className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-8">
        {/* First in the page's order: on a phone the call and WhatsApp buttons come first. */}
        <aside className="lg:col-start-2 lg:row-start-1">
          <div className="lg:sticky lg:top-[calc(var(--header-height)+24px)]">
            <AdContactCard ad={ad} />
          </div>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          {isSet(ad.whoAreWe) && (
            <ContentSection title={t('sections.who_we_are')} icon={<Users aria-hidden="true" />}>
              <Paragraphs text={ad.whoAreWe} testId="ad-who" />
            </ContentSection>
          )}
          {isSet(ad.ourProduct) && (
            <ContentSection title={t('sections.our_product')} icon={<Package aria-hidden="true" />}>
              <Paragraphs text={ad.ourProduct} testId="ad-product" />
            </ContentSection>
          )}
          {isSet(ad.youtubeVideo) && (
            <ContentSection
              title={t('sections.video')}
              icon={<Video aria-hidden="true" />}
              testId="ad-video"
            >
              <YouTubeEmbed
                url={ad.youtubeVideo}
                poster={poster}
                labels={{
                  play: t('video.play'),
                  notice: t('video.notice'),
                  open: t('video.open'),
                  frameTitle: t('video.frame_title', { name: ad.name }),
                }}
              />
            </ContentSection>
          )}
          {images.length > 0 && (
            <ContentSection
              title={t('sections.gallery')}
              icon={<Images aria-hidden="true" />}
              testId="ad-gallery"
            >
              <PhotoGallery
                images={images}
                alt={(index) =>
                  t('gallery.photo_alt', { name: ad.name, index: index + 1, count: images.length })
                }
                className="overflow-hidden rounded-xl [&>div]:md:h-[clamp(260px,30vw,380px)]"
                labels={{
                  region: t('sections.gallery'),
                  openPhoto: (index, count) => t('gallery.open_photo', { index, count }),
                  showAll: (count) => t('gallery.show_all', { count }),
                  allTitle: t('sections.gallery'),
                  allClose: t('gallery.close'),
                  previous: t('gallery.previous'),
                  next: t('gallery.next'),
                  close: t('gallery.close'),
                  dialog: t('sections.gallery'),
                  slide: t('gallery.counter', { index: '{index}', count: '{total}' }),
                }}
              />
            </ContentSection>
          )}
          {(hasPosition || mapLink) && (
            <ContentSection
              title={t('sections.location')}
              icon={<MapPinned aria-hidden="true" />}
              testId="ad-location"
            >
              {hasPosition && (
                <PointMap
                  latitude={ad.lattitude!}
                  longitude={ad.longitude!}
                  tileUrl={page.tileUrl}
                  label={t('map.label')}
                  loadingLabel={t('map.loading')}
                  markerTitle={ad.name}
                  className="h-72 sm:h-96"
                />
              )}
              {mapLink && (
                <a
                  href={mapLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('map.open')}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                </a>
              )}
            </ContentSection>
          )}
        </div>
      </Container>
    </div>
  );
}
