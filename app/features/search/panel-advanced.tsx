// The Advanced tab: bedrooms, bathrooms, rooms and floors (0-5 as "at most", 6+ as "at least"),
// living area, wilayas, the amenity lists (documents grouped by category) and price per m².
import { useTranslation } from '../../i18n/react.tsx';
import { LIST_OF_ADDRESS_KEY, type TReferenceAddressKey } from '../../../common/reference-lists.ts';
import { PICKER_KEYS, type PickerKey } from '../../../common/search-query.ts';
import { CheckList } from '../../ui/check-list.tsx';
import { CountPicker } from '../../ui/count-picker.tsx';
import {
  AreaRange,
  OptionList,
  PriceRange,
  sectionClass,
  useDraftSetters,
  useOptionList,
  useSeeAllLabels,
  useUnitLabels,
  type DraftProps,
} from './panel-parts.tsx';
import { optionName, useSearch } from './search-context.tsx';
import { WilayaSelect } from './wilaya-select.tsx';

/** The option lists of this tab, in the panel's groups (the documents are shown by category). */
type PanelListKey = Exclude<
  TReferenceAddressKey,
  'type' | 'state' | 'status' | 'documents_associes'
>;
const AMENITY_LISTS: PanelListKey[] = ['commodites', 'securite_accessibilite'];
const MORE_LISTS: PanelListKey[] = ['proximite', 'vue', 'autres_caracteristiques'];

export function PanelAdvanced({ draft, update }: DraftProps) {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation('common');
  const { options, language } = useSearch();
  const set = useDraftSetters(update);
  const toItems = useOptionList();
  const seeAllLabels = useSeeAllLabels();
  const pricePerM2Labels = useUnitLabels(t('panel.price_m2'));
  const bound = { draft, update };
  const setPicker = (key: PickerKey) => (value: number | undefined) =>
    update((d) => {
      const pickers = { ...d.pickers };
      if (value === undefined) delete pickers[key];
      else pickers[key] = value;
      return { ...d, pickers };
    });

  const list = (key: PanelListKey) => {
    const items = options[LIST_OF_ADDRESS_KEY[key]];
    return (
      items.length > 0 && (
        <OptionList key={key} listKey={key} legend={t(`panel.${key}`)} options={items} {...bound} />
      )
    );
  };

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
      <AreaRange
        id="filter-surface"
        legend={t('panel.surface')}
        minKey="surface_min"
        maxKey="surface_max"
        {...bound}
      />
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
                  {...seeAllLabels}
                />
              );
            })}
          </div>
        </fieldset>
      )}
      {MORE_LISTS.map(list)}
      <PriceRange
        id="filter-price-m2"
        labels={{
          ...pricePerM2Labels,
          minPlaceholder: t('panel.min_placeholder'),
          maxPlaceholder: t('panel.max_placeholder'),
          currency: `${common('units.currency')}/${common('units.m2')}`,
        }}
        minKey="min_price_m"
        maxKey="max_price_m"
        {...bound}
      />
    </div>
  );
}
