// Dashboard: the most favourited properties (anonymous counts from visitors' hearts) and the
// e-mail alerts in use. Loaded on its own, so the rest of the dashboard never waits for it.
import { BellRing, Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TFavoriteStats } from '../../../../common/schemas/return-visits.ts';
import { formatNumber } from '../../../../common/money.ts';
import { adminApi } from '../api.ts';
import { card } from '../styles.ts';

const n = (value: number) => formatNumber(value, 'fr');

export function getFavoriteStats(signal?: AbortSignal) {
  return adminApi.GET('/api/admin/stat/favorites', { signal });
}

export function FavoritesPanel() {
  const [stats, setStats] = useState<TFavoriteStats | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getFavoriteStats(controller.signal).then(setStats, () => {
      if (!controller.signal.aborted) setFailed(true);
    });
    return () => controller.abort();
  }, []);

  return (
    <section
      // min-w-0: in the dashboard's grid a long title is cut (truncate), not the page widened.
      className={`${card} min-w-0 p-4 sm:p-5`}
      aria-label="Les plus mis en favoris"
      data-testid="most-favorited"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Les plus mis en favoris</h2>
        {stats && (
          <span className="text-xs text-slate-500">
            {n(stats.total_favorites)} favori{stats.total_favorites > 1 ? 's' : ''} ·{' '}
            {n(stats.favorited_properties)} bien{stats.favorited_properties > 1 ? 's' : ''}
          </span>
        )}
      </div>
      {failed ? (
        <p className="text-sm text-red-700">Impossible de charger les favoris.</p>
      ) : !stats ? (
        <div className="h-24 animate-pulse rounded-lg bg-slate-100" />
      ) : stats.top.length === 0 ? (
        <p className="text-sm text-slate-500">Aucun bien mis en favori pour le moment.</p>
      ) : (
        <ol className="-mx-2 divide-y divide-slate-100">
          {stats.top.map((property, index) => (
            <li key={property.id}>
              <Link
                to={`/cms/property/${property.id}`}
                className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-slate-50"
              >
                <span className="w-4 text-slate-400 tabular">{index + 1}</span>
                <span className="min-w-0 flex-1 truncate">
                  {property.name}
                  {!property.is_visible && <span className="text-slate-500"> (masqué)</span>}
                </span>
                <span
                  title={`${n(property.adds)} ajouts, ${n(property.removes)} retraits`}
                  className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-600 tabular"
                >
                  <Heart aria-hidden className="size-3.5 text-rose-500" />
                  {n(property.favorites)}
                  <span className="sr-only"> favoris</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      {stats && (
        <p className="mt-3 flex items-center gap-1.5 border-t border-slate-100 pt-3 text-xs text-slate-600">
          <BellRing aria-hidden className="size-3.5 text-brand-700" />
          Alertes e-mail : {n(stats.alerts.active)} active{stats.alerts.active > 1 ? 's' : ''},{' '}
          {n(stats.alerts.pending)} en attente de confirmation
        </p>
      )}
    </section>
  );
}
