// How the back-office writes prices, areas and dates (French, Western digits, DA).
import { formatNumber, shortPrice } from '../../../common/money.ts';

export function formatDA(dinars: number | null | undefined): string {
  if (dinars === null || dinars === undefined) return '—';
  return `${formatNumber(dinars, 'fr')} DA`;
}

/** 15 000 000 DA → "1,5 Md"; 4 500 000 DA → "450 m" (the centimes habit, docs/product.md). */
export function formatShortDA(dinars: number | null | undefined): string {
  if (!dinars) return '';
  const short = shortPrice(dinars, 'fr');
  if (short.unit === 'billion') return `${short.amount} Md`;
  if (short.unit === 'million') return `${short.amount} m`;
  return `${short.amount} DA`;
}

export function formatArea(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${formatNumber(value, 'fr', 1)} m²`;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateFormat.format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat.format(date);
}

export function plural(count: number, one: string, many: string): string {
  return `${formatNumber(count, 'fr')} ${count > 1 ? many : one}`;
}
