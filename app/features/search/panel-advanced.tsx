// The Advanced tab: bedrooms, bathrooms, rooms and floors (0-5 as "at most", 6+ as "at least"),
// living area, wilayas, the amenity lists (documents grouped by category) and price per m².
import { useTranslation } from 'react-i18next';
import {
  PICKER_KEYS,
  type ListKey,
  type PickerKey,
  type SearchState,
} from '../../../common/search-query.ts';
import { CheckList } from '../../ui/check-list.tsx';
import { CountPicker } from '../../ui/count-picker.tsx';
import { NumberRange } from '../../ui/number-range.tsx';
import { UnitRange } from '../../ui/unit-range.tsx';
import type { DraftUpdate } from './filter-panel.tsx';
import { sectionClass, useDraftSetters, useOptionList, useUnitLabels } from './panel-main.tsx';
import { optionName, useSearch } from './search-context.tsx';
import { WilayaSelect } from './wilaya-select.tsx';

type OptionListName =
  'commodities' | 'security_accessibilities' | 'proximities' | 'views' | 'other_characteristics';

const AMENITY_LISTS: [ListKey, OptionListName][] = [
  ['commodites', 'commodities'],
  ['securite_accessibilite', 'security_accessibilities'],
];
const MORE_LISTS: [ListKey, OptionListName][] = [
  ['proximite', 'proximities'],
  ['vue', 'views'],
  ['autres_caracteristiques', 'other_characteristics'],
];

export function PanelAdvanced({ draft, update }: { draft: SearchState; update: DraftUpdate }) {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation('common');
  const { options, language } = useSearch();
  const set = useDraftSetters(update);
  const toItems = useOptionList();
  const seeAll = common('actions.see_all');
  const seeLess = common('actions.see_less');
  const pricePerM2Labels = useUnitLabels(t('panel.price_m2'));
  const setPicker = (key: PickerKey) => (value: number | undefined) =>
    update((d) => {
      const pickers = { ...d.pickers };
      if (value === undefined) delete pickers[key];
      else pickers[key] = value;
      return { ...d, pickers };
    });

  const list = ([key, name]: [ListKey, OptionListName]) =>
    options[name].length > 0 && (
      <div key={key} className={sectionClass}>
        <CheckList
          testId={`filter-${key}`}
          legend={t(`panel.${key}`)}
          options={toItems(options[name])}
          selected={draft.lists[key]}
          onChange={set.list(key)}
          seeAll={seeAll}
          seeLess={seeLess}
        />
      </div>
    );

  // Documents, one list per category, in the categories' order; selections share one key.
  const documentGroups = options.document_categories
    .map((category) => ({
      category,
      items: options.associated_documents.filter((doc) => doc.category === category.id),
    }))
    .filter((group) => group.items.length > 0);
  const selectedDocuments = draft.lists.documents_associes;

  return (
    <div className="flex flex-col gap-6">
      <fieldset className={sectionClass}>
        <legend className="text-sm font-semibold text-stone-900">{t('panel.rooms_title')}</legend>
        <p className="mb-3 text-xs text-stone-500">{t('panel.pickers_hint')}</p>
        <div className="flex flex-col gap-3.5">
          {PICKER_KEYS.map((key) => (
            <CountPicker
              key={key}
              id={`filter-${key}`}
              label={t(`panel.${key}`)}
              anyLabel={t('panel.any')}
              value={draft.pickers[key]}
              onChange={setPicker(key)}
            />
          ))}
        </div>
      </fieldset>
      <div className={sectionClass}>
        <NumberRange
          id="filter-surface"
          min={draft.numbers.surface_min}
          max={draft.numbers.surface_max}
          onChange={set.range('surface_min', 'surface_max')}
          labels={{
            legend: t('panel.surface'),
            min: t('panel.min'),
            max: t('panel.max'),
            minPlaceholder: t('panel.min_placeholder'),
            maxPlaceholder: t('panel.max_placeholder'),
            unit: common('units.m2'),
          }}
        />
      </div>
      <div className={sectionClass}>
        <WilayaSelect
          language={language}
          selected={draft.lists.wilayas}
          onChange={set.list('wilayas')}
        />
      </div>
      {AMENITY_LISTS.map(list)}
      {documentGroups.length > 0 && (
        <fieldset className={sectionClass} data-testid="filter-documents_associes">
          <legend className="mb-2 text-sm font-semibold text-stone-900">
            {t('panel.documents_associes')}
          </legend>
          <div className="flex flex-col gap-4">
            {documentGroups.map(({ category, items }) => {
              const ids = items.map((item) => item.id);
              return (
                <CheckList
                  key={category.id}
                  testId={`filter-documents-${category.id}`}
                  legend={optionName(category, language)}
                  legendClassName="text-xs font-semibold text-stone-500 uppercase tracking-wide rtl:tracking-normal"
                  options={toItems(items)}
                  selected={selectedDocuments.filter((id) => ids.includes(id))}
                  onChange={(chosen) =>
                    set.list('documents_associes')([
                      ...selectedDocuments.filter((id) => !ids.includes(id)),
                      ...chosen,
                    ])
                  }
                  seeAll={seeAll}
                  seeLess={seeLess}
                />
              );
            })}
          </div>
        </fieldset>
      )}
      {MORE_LISTS.map(list)}
      <div className={sectionClass}>
        <UnitRange
          id="filter-price-m2"
          min={draft.numbers.min_price_m}
          max={draft.numbers.max_price_m}
          onChange={set.range('min_price_m', 'max_price_m')}
          labels={{
            ...pricePerM2Labels,
            minPlaceholder: t('panel.min_placeholder'),
            maxPlaceholder: t('panel.max_placeholder'),
            currency: `${common('units.currency')}/${common('units.m2')}`,
          }}
        />
      </div>
    </div>
  );
}
