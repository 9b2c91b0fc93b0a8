// The Principal tab: promotions only, verified only, statuses, types, price (million / milliard
// units, DA), condition and land area.
import { useTranslation } from '../../i18n/react.tsx';
import {
  AreaRange,
  OptionList,
  PriceRange,
  SwitchFilter,
  useUnitLabels,
  type DraftProps,
} from './panel-parts.tsx';
import { useSearch } from './search-context.tsx';

export function PanelMain({ draft, update }: DraftProps) {
  const { t } = useTranslation('search');
  const { options } = useSearch();
  const priceLabels = useUnitLabels(t('panel.price'));
  const bound = { draft, update };

  return (
    <div className="flex flex-col gap-6">
      <SwitchFilter
        label={t('panel.promo')}
        hint={t('panel.promo_hint')}
        checked={draft.isPromo}
        onCheckedChange={(isPromo) => update((d) => ({ ...d, isPromo }))}
      />
      <SwitchFilter
        label={t('panel.verified')}
        hint={t('panel.verified_hint')}
        checked={draft.verified}
        onCheckedChange={(verified) => update((d) => ({ ...d, verified }))}
      />
      <OptionList
        listKey="status"
        legend={t('panel.status')}
        options={options.statuses}
        {...bound}
      />
      <OptionList listKey="type" legend={t('panel.type')} options={options.types} {...bound} />
      <PriceRange
        id="filter-price"
        labels={priceLabels}
        minKey="minPrice"
        maxKey="maxPrice"
        {...bound}
      />
      <OptionList listKey="state" legend={t('panel.state')} options={options.states} {...bound} />
      <AreaRange
        id="filter-land-area"
        legend={t('panel.land_area')}
        minKey="minLandArea"
        maxKey="maxLandArea"
        {...bound}
      />
    </div>
  );
}
