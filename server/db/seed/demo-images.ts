// Demo photos drawn at seed time (SVG rendered by sharp): the site works offline with no
// downloaded or shipped pictures. Each scene is a simple illustration of a kind of property.
import sharp from 'sharp';
import { addImage } from '../../services/listings/media-library.ts';
import type { MediaStore } from '../../storage/store.ts';
import type { Db } from '../client.ts';

export type SceneKind = 'villa' | 'apartment' | 'house' | 'land' | 'commercial' | 'interior';

const SKIES = [
  ['#7cc4f0', '#e6f4fc'],
  ['#f3b27a', '#fde8d2'],
  ['#5aa0d8', '#cfe7f7'],
  ['#9ad0e8', '#f4fbff'],
];
const WALLS = ['#f4ede1', '#e9d9c0', '#ffffff', '#f1e4d3', '#dfe7ea'];
const ACCENTS = ['#1f6f5c', '#b4542f', '#2f5d8a', '#8a5a2f', '#55606e'];

function building(kind: SceneKind, wall: string, accent: string): string {
  const windows = (x0: number, y0: number, cols: number, rows: number, w = 46, h = 54) =>
    Array.from({ length: cols * rows }, (_, i) => {
      const x = x0 + (i % cols) * (w + 28);
      const y = y0 + Math.floor(i / cols) * (h + 30);
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#3b5b73" opacity="0.85"/>`;
    }).join('');
  switch (kind) {
    case 'villa':
      return `<rect x="250" y="330" width="700" height="330" fill="${wall}"/>
        <rect x="230" y="310" width="740" height="26" fill="${accent}"/>
        <rect x="380" y="200" width="440" height="130" fill="${wall}"/>
        <rect x="365" y="186" width="470" height="20" fill="${accent}"/>
        ${windows(300, 380, 4, 2)}${windows(420, 235, 3, 1)}
        <rect x="560" y="520" width="80" height="140" rx="6" fill="${accent}"/>
        <rect x="120" y="650" width="960" height="60" fill="#74b8d6"/>
        <circle cx="170" cy="520" r="70" fill="#2f7d4a"/><rect x="160" y="560" width="20" height="100" fill="#6b4a2b"/>`;
    case 'apartment':
      return `<rect x="330" y="140" width="540" height="560" fill="${wall}"/>
        <rect x="320" y="126" width="560" height="22" fill="${accent}"/>
        ${windows(370, 180, 6, 6, 40, 48)}
        <rect x="560" y="620" width="80" height="80" fill="${accent}"/>`;
    case 'house':
      return `<rect x="340" y="380" width="520" height="300" fill="${wall}"/>
        <polygon points="310,390 600,230 890,390" fill="${accent}"/>
        ${windows(390, 430, 2, 2)}${windows(700, 430, 2, 1)}
        <rect x="700" y="560" width="80" height="120" rx="6" fill="${accent}"/>`;
    case 'land':
      return `<polygon points="0,560 1200,520 1200,800 0,800" fill="#c9a96b"/>
        <polygon points="0,600 1200,580 1200,800 0,800" fill="#b8955a"/>
        <line x1="200" y1="610" x2="1000" y2="590" stroke="${accent}" stroke-width="6" stroke-dasharray="24 16"/>
        <circle cx="980" cy="470" r="60" fill="#4f8a3d"/><rect x="970" y="500" width="18" height="90" fill="#6b4a2b"/>
        <circle cx="260" cy="480" r="45" fill="#5c9a47"/><rect x="252" y="505" width="14" height="70" fill="#6b4a2b"/>`;
    case 'commercial':
      return `<rect x="220" y="280" width="760" height="400" fill="${wall}"/>
        <rect x="220" y="280" width="760" height="70" fill="${accent}"/>
        <rect x="270" y="400" width="660" height="200" fill="#9cc3d9" opacity="0.9"/>
        <line x1="600" y1="400" x2="600" y2="600" stroke="${wall}" stroke-width="10"/>`;
    case 'interior':
      return `<rect x="0" y="0" width="1200" height="800" fill="${wall}"/>
        <rect x="0" y="560" width="1200" height="240" fill="#c8a27a"/>
        <rect x="760" y="120" width="300" height="300" fill="#9cc3d9"/>
        <rect x="200" y="430" width="420" height="140" rx="20" fill="${accent}"/>
        <rect x="180" y="390" width="60" height="180" rx="16" fill="${accent}"/>
        <rect x="580" y="390" width="60" height="180" rx="16" fill="${accent}"/>
        <rect x="700" y="520" width="220" height="20" fill="#6b4a2b"/>`;
  }
}

export function sceneSvg(kind: SceneKind, variant: number): string {
  const [top, bottom] = SKIES[variant % SKIES.length]!;
  const wall = WALLS[variant % WALLS.length]!;
  const accent = ACCENTS[(variant * 3 + 1) % ACCENTS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <circle cx="${980 - variant * 90}" cy="130" r="56" fill="#fff6cf" opacity="0.9"/>
    <rect x="0" y="660" width="1200" height="140" fill="#8fbf6a"/>
    ${building(kind, wall, accent)}
  </svg>`;
}

/** Renders `perKind` pictures of each kind and stores them; returns their paths by kind. */
export async function generateDemoImages(
  db: Db,
  store: MediaStore,
  perKind = 3,
): Promise<Record<SceneKind, string[]>> {
  const kinds: SceneKind[] = ['villa', 'apartment', 'house', 'land', 'commercial', 'interior'];
  const result = {} as Record<SceneKind, string[]>;
  for (const kind of kinds) {
    result[kind] = [];
    for (let variant = 0; variant < perKind; variant++) {
      const jpeg = await sharp(Buffer.from(sceneSvg(kind, variant)))
        .jpeg({ quality: 85 })
        .toBuffer();
      const image = await addImage(db, store, jpeg, {
        originalName: `demo-${kind}-${variant}.jpg`,
      });
      result[kind].push(image.path);
    }
  }
  return result;
}
