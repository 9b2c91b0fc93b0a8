// The named site images: GET /api/admin/media?kind=static, POST /upload/static, DELETE /media/{id}.
import type { TMediaItem } from '../../../../common/schemas/admin-media.ts';
import { adminApi } from '../api.ts';

export type { TMediaItem };

export function listStaticImages(signal?: AbortSignal) {
  return adminApi.GET('/api/admin/media', { query: { kind: 'static', limit: 100 }, signal });
}

export function deleteMedia(id: number) {
  return adminApi.DELETE('/api/admin/media/{id}', { path: { id } });
}

/** The pictures the public pages use, and the names that provide each (the first is written). */
export const SITE_IMAGE_SLOTS = [
  {
    name: 'home-hero',
    aliases: ['hero'],
    label: "Image d'accueil",
    description: "Le grand visuel en haut de la page d'accueil.",
    page: '/',
    pageLabel: 'Accueil',
    advice: 'Paysage, au moins 1600 × 900 pixels.',
  },
  {
    name: 'about',
    aliases: ['about-us'],
    label: 'Image « À propos »',
    description: "L'illustration de la page qui présente l'agence.",
    page: '/about',
    pageLabel: 'À propos',
    advice: 'Paysage ou carré, au moins 1200 pixels de large.',
  },
] as const;

export type SiteImageSlot = (typeof SITE_IMAGE_SLOTS)[number];

export function imageOfSlot(slot: SiteImageSlot, images: TMediaItem[]): TMediaItem | null {
  for (const name of [slot.name, ...slot.aliases]) {
    const found = images.find((image) => image.static_name === name);
    if (found) return found;
  }
  return null;
}

export function isSlotName(name: string | null): boolean {
  return SITE_IMAGE_SLOTS.some(
    (slot) => slot.name === name || (slot.aliases as readonly string[]).includes(name ?? ''),
  );
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} Ko`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;
}
