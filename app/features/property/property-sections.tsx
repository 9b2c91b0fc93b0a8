// The property page's sections below the header (property-page.tsx): description, video,
// characteristics, amenities, place and documents. A module of its own: the page fetches it when it comes near
// the screen.
import { FileText, Video } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { imageSrcSet, imageVariantUrl } from '../../../common/media.ts';
import { ContentSection } from '../../ui/content-section.tsx';
import { ReadMore } from '../../ui/read-more.tsx';
import { YouTubeEmbed } from '../../ui/youtube-embed.tsx';
import { Amenities } from './amenities.tsx';
import { Characteristics } from './characteristics.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { LocationSection } from './location-section.tsx';
import type { PropertyPageData } from './page-data.ts';

export default function PropertySections({ page }: { page: PropertyPageData }) {
  const { t } = useTranslation('property');
  const { property: p } = page;
  const poster = p.images[0]
    ? { src: imageVariantUrl(p.images[0], 1024), srcSet: imageSrcSet(p.images[0]) }
    : null;
  return (
    <div className="below-fold min-w-0 space-y-6 [--below-fold-height:90rem]">
      <ContentSection
        title={t('description.title')}
        icon={<FileText aria-hidden="true" />}
        testId="section-description"
      >
        <ReadMore
          text={p.description}
          moreLabel={t('description.read_more')}
          lessLabel={t('description.read_less')}
        />
      </ContentSection>

      {p.youtube_url && (
        <ContentSection
          title={t('video.title')}
          icon={<Video aria-hidden="true" />}
          testId="section-video"
        >
          <YouTubeEmbed
            url={p.youtube_url}
            poster={poster}
            labels={{
              play: t('video.play'),
              notice: t('video.notice'),
              open: t('video.open'),
              frameTitle: t('video.frame_title', { name: p.name }),
            }}
          />
        </ContentSection>
      )}

      <Characteristics property={p} />
      <Amenities property={p} />
      <LocationSection property={p} tileUrl={page.tileUrl} />
      <DocumentsSection documents={p.associated_documents} categories={page.documentCategories} />
    </div>
  );
}
