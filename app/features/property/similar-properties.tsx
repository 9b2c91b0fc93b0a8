// Up to six properties like this one (the similar call), as the site's cards.
import { useTranslation } from '../../i18n/react.tsx';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { PropertyCard } from './property-card.tsx';

export function SimilarProperties({ properties }: { properties: TPropertyCard[] }) {
  const { t } = useTranslation('property');
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" data-testid="similar-properties">
      <SectionHeading
        id="similar-title"
        title={t('sections.similar')}
        lead={t('sections.similar_lead')}
      />
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {properties.map((property) => (
          <li key={property.id} className="flex">
            <PropertyCard property={property} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
