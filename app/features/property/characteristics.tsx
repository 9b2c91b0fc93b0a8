// "Building characteristics": every figure of the property in one table, with 'Unknown state'
// when no state is given.
import { Building2 } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import { ContentSection } from '../../ui/content-section.tsx';
import { formatDate } from './format-date.ts';
import { shownPricePerM2 } from './price-per-m2.ts';
import { usePriceFormat } from '../../ui/use-price-format.ts';

export function Characteristics({ property: p }: { property: TPropertyDetails }) {
  const { t, i18n } = useTranslation('property');
  const price = usePriceFormat();
  const perM2 = shownPricePerM2(p);
  const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
  const rows: [string, string, string?][] = [
    [t('facts.reference'), `#${p.id}`],
    [t('facts.type'), names(p.types)],
    [t('facts.status'), names(p.statuses)],
    [t('facts.state'), names(p.states) || t('unknown_state'), 'fact-state'],
    [t('facts.furnished'), names(p.furnished_types)],
    [t('facts.living_area'), p.living_area ? price.area(p.living_area) : ''],
    [t('facts.land_area'), p.land_area ? price.area(p.land_area) : ''],
    [t('facts.rooms'), p.num_rooms ? price.number(p.num_rooms) : ''],
    [t('facts.bedrooms'), p.num_bedrooms ? price.number(p.num_bedrooms) : ''],
    [t('facts.bathrooms'), p.num_bathrooms ? price.number(p.num_bathrooms) : ''],
    [t('facts.floors'), p.num_floors ? price.number(p.num_floors) : ''],
    [t('facts.year_built'), p.construction_year ? String(p.construction_year) : '', 'fact-year'],
    [t('facts.price_per_m2'), perM2 ? t('price.per_m2', { price: price.full(perM2) }) : ''],
    [t('facts.published'), formatDate(p.created_at, i18n.language)],
  ];
  return (
    <ContentSection
      title={t('sections.building')}
      icon={<Building2 aria-hidden="true" />}
      testId="section-building"
    >
      <dl className="grid gap-x-8 sm:grid-cols-2">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value, testId]) => (
            <div
              key={label}
              className="flex items-baseline justify-between gap-4 border-b border-stone-100 py-3"
            >
              <dt className="text-[15px] text-stone-500">{label}</dt>
              <dd
                className="text-end text-[15px] font-semibold text-stone-900 tabular"
                data-testid={testId}
              >
                {value}
              </dd>
            </div>
          ))}
      </dl>
    </ContentSection>
  );
}
