// "Location and neighbourhood": the address, what is nearby, and the map with the marker (plus a
// link to open the place in Google Maps).
import { ExternalLink, MapPinned } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import { ContentSection } from '../../ui/content-section.tsx';
import { PointMap } from '../../ui/point-map.tsx';
import { TagList } from '../../ui/tag-list.tsx';

function mapsUrl(p: TPropertyDetails): string | null {
  if (p.map_link && /^https?:\/\//.test(p.map_link)) return p.map_link;
  if (p.latitude !== null && p.longitude !== null) {
    return `https://www.google.com/maps/search/?api=1&query=${p.latitude},${p.longitude}`;
  }
  return null;
}

export function LocationSection({
  property: p,
  tileUrl,
}: {
  property: TPropertyDetails;
  tileUrl: string;
}) {
  const { t } = useTranslation('property');
  const rows: [string, string][] = [
    [t('location.address'), p.address],
    [t('location.city'), p.city],
    [t('location.wilaya'), p.wilaya],
    [t('location.country'), p.country],
  ];
  const external = mapsUrl(p);
  return (
    <ContentSection
      title={t('sections.location')}
      icon={<MapPinned aria-hidden="true" />}
      testId="section-location"
    >
      <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-stone-500">{label}</dt>
              <dd className="text-[15px] font-semibold text-stone-900">{value}</dd>
            </div>
          ))}
      </dl>

      {p.proximities.length > 0 && (
        <div className="mt-6" data-testid="section-proximity">
          <h3 className="mb-3 text-base font-bold text-brand-950">{t('sections.proximity')}</h3>
          <TagList items={p.proximities} />
        </div>
      )}

      <div className="mt-6">
        {p.latitude !== null && p.longitude !== null ? (
          <PointMap
            latitude={p.latitude}
            longitude={p.longitude}
            tileUrl={tileUrl}
            label={t('location.map_label')}
            loadingLabel={t('location.map_loading')}
            markerTitle={p.name}
            className="h-72 sm:h-96"
          />
        ) : (
          <p className="text-sm text-stone-600">{t('location.no_position')}</p>
        )}
        {external && (
          <a
            href={external}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('location.open_map')}
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </div>
    </ContentSection>
  );
}
