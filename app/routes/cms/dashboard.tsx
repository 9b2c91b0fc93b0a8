// /cms/dashboard: the figures of GET /api/admin/stat as cards and charts, the latest contact
// messages, the most viewed listings and the everyday shortcuts.
import {
  Building2,
  Eye,
  EyeOff,
  Mail,
  Megaphone,
  Phone,
  Plus,
  Star,
  Tag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Route } from './+types/dashboard';
import { guarded } from '../../features/cms/api.ts';
import { getStats } from '../../features/cms/dashboard/api.ts';
import { FavoritesPanel } from '../../features/cms/dashboard/favorites-panel.tsx';
import { LeadsPanel } from '../../features/cms/dashboard/leads-panel.tsx';
import { formatNumber } from '../../../common/money.ts';
import { formatDate } from '../../features/cms/format.ts';
import { listMessages } from '../../features/cms/messages/api.ts';
import { useCmsShell } from '../../features/cms/shell/cms-context.tsx';
import { PageHeader, PageSkeleton } from '../../features/cms/shell/page-header.tsx';
import { CmsRouteError } from '../../features/cms/shell/route-error.tsx';
import { button, card } from '../../features/cms/styles.ts';

const ActivityChart = lazy(() =>
  import('../../features/cms/dashboard/charts.tsx').then((m) => ({ default: m.ActivityChart })),
);
const CountChart = lazy(() =>
  import('../../features/cms/dashboard/charts.tsx').then((m) => ({ default: m.CountChart })),
);

export function meta() {
  return [{ title: 'Tableau de bord — Espace agence' }];
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guarded(request, async () => {
    const [stats, messages] = await Promise.all([
      getStats(request.signal),
      listMessages({ order_by: 'date_desc', limit: 5 }, request.signal).catch(() => null),
    ]);
    return { stats, messages: messages?.data ?? [] };
  });
}

export function HydrateFallback() {
  return <PageSkeleton rows={6} />;
}

const n = (value: number) => formatNumber(value, 'fr');

function Figure({
  label,
  value,
  detail,
  icon: Icon,
  to,
}: {
  label: string;
  value: number;
  detail?: ReactNode;
  icon: LucideIcon;
  to?: string;
}) {
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-slate-600">{label}</span>
        <span
          className="block text-2xl font-semibold text-slate-900 tabular"
          data-testid={`figure-${label}`}
        >
          {n(value)}
        </span>
        {detail && <span className="block text-xs text-slate-500">{detail}</span>}
      </span>
    </>
  );
  const className = `${card} flex items-start gap-3 p-4`;
  return to ? (
    <Link to={to} className={`${className} transition-colors hover:border-brand-600`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

function Panel({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className={`${card} p-4 sm:p-5`} aria-label={title}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const chartFallback = <div className="h-40 animate-pulse rounded-lg bg-slate-100" />;

export default function DashboardScreen({ loaderData }: Route.ComponentProps) {
  const { stats, messages } = loaderData;
  const { properties, ads, last_30_days: month } = stats;
  const { isAdmin } = useCmsShell();
  return (
    <>
      <PageHeader
        title="Tableau de bord"
        description="L'activité de l'agence en un coup d'œil."
        actions={
          <>
            <Link to="/cms/property/add" className={button.primary}>
              <Plus aria-hidden className="size-4" />
              Ajouter un bien
            </Link>
            <Link to="/cms/ads/add" className={button.secondary}>
              <Megaphone aria-hidden className="size-4" />
              Nouvelle annonce
            </Link>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
        <Figure
          label="Biens"
          value={properties.total}
          icon={Building2}
          to="/cms/properties"
          detail={`${n(properties.visible)} en ligne · ${n(properties.hidden)} masqués`}
        />
        <Figure
          label="Promotions en cours"
          value={properties.promo_active}
          icon={Tag}
          to="/cms/properties?ispromo=true"
          detail={`${n(properties.banner)} en bannière · ${n(properties.must_see)} à ne pas manquer`}
        />
        <Figure
          label="Vues (30 jours)"
          value={month.views}
          icon={Eye}
          detail={`${n(month.phone_reveals)} numéros affichés`}
        />
        <Figure
          label="Messages non lus"
          value={stats.messages.unread}
          icon={Mail}
          to="/cms/messages?unread=true"
          detail={`${n(stats.messages.total)} au total`}
        />
      </div>

      <div className="mt-4 grid gap-4 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <Panel title="Vues et numéros affichés, 30 derniers jours">
            <Suspense fallback={chartFallback}>
              <ActivityChart stats={stats} />
            </Suspense>
          </Panel>
        </div>
        <Panel
          title="Derniers messages"
          action={
            <Link to="/cms/messages" className="text-sm text-brand-700 hover:underline">
              Tout voir
            </Link>
          }
        >
          {messages.length === 0 ? (
            <p className="text-sm text-slate-500">Aucun message pour le moment.</p>
          ) : (
            <ul className="-mx-2 divide-y divide-slate-100">
              {messages.map((message) => (
                <li key={message.id}>
                  <Link
                    to={`/cms/messages?id=${message.id}`}
                    className="flex gap-2 rounded-md px-2 py-2 hover:bg-slate-50"
                  >
                    <span
                      aria-hidden
                      className={`mt-1.5 size-2 shrink-0 rounded-full ${message.read ? 'bg-slate-200' : 'bg-brand-600'}`}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex justify-between gap-2 text-sm">
                        <span className={`truncate ${message.read ? '' : 'font-semibold'}`}>
                          {!message.read && <span className="sr-only">Non lu : </span>}
                          {message.full_name}
                        </span>
                        <span className="shrink-0 text-xs text-slate-500">
                          {formatDate(message.created_at)}
                        </span>
                      </span>
                      <span className="block truncate text-xs text-slate-600">
                        {message.object}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
        <Panel title="Biens par statut">
          <Suspense fallback={chartFallback}>
            <CountChart title="Biens par statut" items={properties.by_status} />
          </Suspense>
        </Panel>
        <Panel title="Biens par type">
          <Suspense fallback={chartFallback}>
            <CountChart title="Biens par type" items={properties.by_type} />
          </Suspense>
        </Panel>
        <Panel title="Les plus consultés (30 jours)">
          {stats.top_properties.length === 0 ? (
            <p className="text-sm text-slate-500">Pas encore de visites.</p>
          ) : (
            <ol className="-mx-2 divide-y divide-slate-100">
              {stats.top_properties.map((property, index) => (
                <li key={property.id}>
                  <Link
                    to={`/cms/property/${property.id}`}
                    className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-slate-50"
                  >
                    <span className="w-4 text-slate-400 tabular">{index + 1}</span>
                    <span className="min-w-0 flex-1 truncate">{property.name}</span>
                    <span className="flex shrink-0 items-center gap-2 text-xs text-slate-600 tabular">
                      <span title="Vues" className="inline-flex items-center gap-0.5">
                        <Eye aria-hidden className="size-3.5" />
                        {n(property.views)}
                        <span className="sr-only"> vues</span>
                      </span>
                      <span title="Numéros affichés" className="inline-flex items-center gap-0.5">
                        <Phone aria-hidden className="size-3.5" />
                        {n(property.phone_reveals)}
                        <span className="sr-only"> numéros affichés</span>
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </Panel>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2 xl:grid-cols-3">
        <FavoritesPanel />
        <LeadsPanel />
      </div>

      <div className="mt-4 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4">
        <Figure
          label="Mises en avant"
          value={properties.selected}
          icon={Star}
          to="/cms/properties?isSelected=true"
          detail="biens dans la sélection"
        />
        <Figure
          label="Biens masqués"
          value={properties.hidden}
          icon={EyeOff}
          to="/cms/properties?isVisible=false"
          detail="non visibles sur le site"
        />
        <Figure
          label="Annonceurs"
          value={ads.total}
          icon={Megaphone}
          to="/cms/ads"
          detail={`${n(ads.visible)} visibles`}
        />
        <Figure
          label="Comptes"
          value={stats.agents.total}
          icon={Users}
          to={isAdmin ? '/cms/agents' : undefined}
          detail={`dont ${n(stats.agents.superadmins)} super-administrateur${stats.agents.superadmins > 1 ? 's' : ''}`}
        />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CmsRouteError error={error} />;
}
