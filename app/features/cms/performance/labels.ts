// The listing counters in the back-office's words (docs/decisions/0040), in the order shown.
import type { TStatsSeries } from '../../../../common/schemas/property-performance.ts';

export const COUNTER_LABELS: Record<TStatsSeries, string> = {
  views: 'Vues',
  phone_reveals: 'Numéros affichés',
  phone_clicks: 'Appels',
  whatsapp_clicks: 'WhatsApp',
  shares: 'Partages',
  favorites: 'Favoris',
  leads: 'Demandes',
  visits: 'Visites demandées',
  visits_done: 'Visites faites',
};

/** One colour per counter, the same in the chart and beside the totals. */
export const COUNTER_COLOURS: Record<TStatsSeries, string> = {
  views: '#14735c',
  phone_reveals: '#c8963e',
  phone_clicks: '#2563eb',
  whatsapp_clicks: '#16a34a',
  shares: '#9333ea',
  favorites: '#e11d48',
  leads: '#0891b2',
  visits: '#ea580c',
  visits_done: '#78350f',
};
