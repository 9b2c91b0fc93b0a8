// The filter bar of the properties table: keyword, type, status, wilaya, the five flags, sort.
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { WILAYAS } from '../../../../common/wilayas.ts';
import { FilterSelect, YES_NO } from '../list/filter-select.tsx';
import { SearchBox } from '../list/search-box.tsx';
import type { ListPatch } from '../list/use-list-params.ts';
import type { RefLists } from '../reference/options.ts';
import { button } from '../styles.ts';
import { FLAG_LABELS } from './api.ts';

export const PROPERTY_LIST_KEYS = [
  'text',
  'page',
  'limit',
  'order_by',
  'property_type_id',
  'property_status_id',
  'wilayas',
  'isVisible',
  'isBanner',
  'isANePasManquer',
  'isSelected',
  'ispromo',
  'verified',
  'stale',
  'agent_id',
] as const;

const TRUST_FILTERS = [
  { key: 'verified', label: 'Vérifié' },
  { key: 'stale', label: 'Périmé (90 j)' },
] as const;

const FLAG_FILTERS = ['isVisible', 'isBanner', 'isANePasManquer', 'isSelected', 'ispromo'] as const;
const FILTER_KEYS = [
  'property_type_id',
  'property_status_id',
  'wilayas',
  ...FLAG_FILTERS,
  'verified',
  'stale',
  'agent_id',
];

export const PROPERTY_ORDERS = [
  { value: 'date_desc', label: 'Plus récents' },
  { value: 'date_asc', label: 'Plus anciens' },
  { value: 'updated_desc', label: 'Modifiés récemment' },
  { value: 'updated_asc', label: 'Modifiés il y a longtemps' },
  { value: 'quality_desc', label: 'Qualité décroissante' },
  { value: 'quality_asc', label: 'Qualité croissante' },
  { value: 'price_desc', label: 'Prix décroissant' },
  { value: 'price_asc', label: 'Prix croissant' },
  { value: 'area_desc', label: 'Surface décroissante' },
  { value: 'area_asc', label: 'Surface croissante' },
  { value: 'name_asc', label: 'Nom (A → Z)' },
  { value: 'name_desc', label: 'Nom (Z → A)' },
  // The listing's performance over the last 30 days (the table's "Performance" view).
  { value: 'views_desc', label: 'Plus vus (30 j)' },
  { value: 'phone_reveals_desc', label: 'Plus de numéros affichés (30 j)' },
  { value: 'phone_clicks_desc', label: 'Plus d’appels (30 j)' },
  { value: 'whatsapp_clicks_desc', label: 'Plus de WhatsApp (30 j)' },
  { value: 'shares_desc', label: 'Plus partagés (30 j)' },
  { value: 'favorites_desc', label: 'Plus mis en favori (30 j)' },
] as const;

const WILAYA_OPTIONS = WILAYAS.map((w) => ({ value: String(w.id), label: `${w.code} - ${w.fr}` }));

interface PropertyFiltersProps {
  params: URLSearchParams;
  update: (patch: ListPatch) => void;
  refs: RefLists | null;
  /** The accounts a superadmin filters by (the « Agent » filter); none for an agent. */
  agents?: { id: number; username: string }[];
}

export function PropertyFilters({ params, update, refs, agents = [] }: PropertyFiltersProps) {
  const active = FILTER_KEYS.filter((key) => params.get(key)).length;
  const [open, setOpen] = useState(active > 0);
  const toOptions = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <div className="space-y-3 border-b border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          value={params.get('text') ?? ''}
          onChange={(text) => update({ text })}
          placeholder="Rechercher : nom, ville, wilaya, description…"
          label="Rechercher un bien"
        />
        <button
          type="button"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls="property-filters"
          className={`${button.secondary} ${active ? 'border-brand-600 text-brand-700' : ''}`}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          Filtres
          {active > 0 && (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{active}</span>
          )}
        </button>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <span className="hidden lg:inline">Trier</span>
          <select
            value={params.get('order_by') ?? 'date_desc'}
            onChange={(event) =>
              update({ order_by: event.target.value === 'date_desc' ? null : event.target.value })
            }
            aria-label="Trier les biens"
            className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            {PROPERTY_ORDERS.map((order) => (
              <option key={order.value} value={order.value}>
                {order.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {open && (
        <div
          id="property-filters"
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-6 2xl:grid-cols-11"
        >
          <FilterSelect
            label="Type"
            value={params.get('property_type_id') ?? ''}
            options={toOptions(refs?.types)}
            onChange={(value) => update({ property_type_id: value })}
          />
          <FilterSelect
            label="Statut"
            value={params.get('property_status_id') ?? ''}
            options={toOptions(refs?.statuses)}
            onChange={(value) => update({ property_status_id: value })}
          />
          <FilterSelect
            label="Wilaya"
            value={params.get('wilayas') ?? ''}
            options={WILAYA_OPTIONS}
            onChange={(value) => update({ wilayas: value })}
            anyLabel="Toutes"
          />
          {agents.length > 0 && (
            <FilterSelect
              label="Agent"
              value={params.get('agent_id') ?? ''}
              options={agents.map((agent) => ({ value: String(agent.id), label: agent.username }))}
              onChange={(value) => update({ agent_id: value })}
            />
          )}
          {FLAG_FILTERS.map((key) => (
            <FilterSelect
              key={key}
              label={FLAG_LABELS[key]}
              value={params.get(key) ?? ''}
              options={YES_NO}
              onChange={(value) => update({ [key]: value })}
            />
          ))}
          {TRUST_FILTERS.map(({ key, label }) => (
            <FilterSelect
              key={key}
              label={label}
              value={params.get(key) ?? ''}
              options={YES_NO}
              onChange={(value) => update({ [key]: value })}
            />
          ))}
          {active > 0 && (
            <div className="flex items-end">
              <button
                type="button"
                className={`${button.ghost} w-full`}
                onClick={() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])))}
              >
                <X aria-hidden className="size-4" />
                Effacer les filtres
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
