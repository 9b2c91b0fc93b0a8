// What makes the property attractive: strong points (commodities and other characteristics),
// security and accessibility, and the views ('No view' when there is none).
import { Eye, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import { ContentSection } from '../../ui/content-section.tsx';
import { TagList } from '../../ui/tag-list.tsx';

export function Amenities({ property: p }: { property: TPropertyDetails }) {
  const { t } = useTranslation('property');
  const strong = [
    ...p.commodities,
    ...p.other_characteristics.map((item) => ({ ...item, id: -item.id })),
  ];
  return (
    <>
      {strong.length > 0 && (
        <ContentSection
          title={t('sections.strong_points')}
          icon={<Sparkles aria-hidden="true" />}
          testId="section-strong-points"
        >
          <TagList items={strong} />
        </ContentSection>
      )}
      {p.security_accessibilities.length > 0 && (
        <ContentSection
          title={t('sections.security')}
          icon={<ShieldCheck aria-hidden="true" />}
          testId="section-security"
        >
          <TagList items={p.security_accessibilities} />
        </ContentSection>
      )}
      <ContentSection
        title={t('sections.views')}
        icon={<Eye aria-hidden="true" />}
        testId="section-views"
      >
        {p.views.length > 0 ? (
          <TagList items={p.views} />
        ) : (
          <p className="text-[15px] text-stone-600">{t('no_view')}</p>
        )}
      </ContentSection>
    </>
  );
}
