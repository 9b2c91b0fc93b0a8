// The columns of the catalogue file, shared by the export, the template and the import (decision
// 0041). Headers are the API's field names, so a file reads the same as the API; reference lists
// and the wilaya are written by their French names, images as absolute addresses.
import { PROPERTY_ID_COLUMNS, type TPropertyIdField } from '../../../common/reference-lists.ts';
import { PROPERTY_FLAGS, type TPropertyFlag } from '../../../common/schemas/admin-property.ts';

/** How a column's cell is written and read. */
export type ColumnKind =
  | 'id'
  | 'text'
  | 'number'
  | 'date'
  | 'flag'
  | 'wilaya'
  | 'list'
  | 'images'
  /** Exported for information, ignored by the import (computed or counted by the site). */
  | 'read_only';

export interface IoColumn {
  key: string;
  kind: ColumnKind;
  /** For staff filling the template (French). */
  note: string;
  example: string;
}

/** Several names or addresses in one cell. */
export const CELL_SEPARATOR = ' | ';

const LANGS = [
  ['fr', 'en français'],
  ['en', 'en anglais'],
  ['ar', 'en arabe'],
] as const;

const trilingual = (
  field: string,
  what: string,
  examples: [string, string, string],
  required = false,
): IoColumn[] =>
  LANGS.map(([lang, label], index) => ({
    key: `${field}_${lang}`,
    kind: 'text',
    note: `${what} ${label}${required ? ' (obligatoire)' : ''}.`,
    example: examples[index]!,
  }));

const number = (key: string, note: string, example: string): IoColumn => ({
  key,
  kind: 'number',
  note,
  example,
});

const FLAG_NOTES: Record<TPropertyFlag, string> = {
  isVisible: 'Visible sur le site : oui ou non (oui si vide à la création).',
  isBanner: 'Dans la bannière de l’accueil : oui ou non.',
  isANePasManquer: 'Dans « À ne pas manquer » : oui ou non.',
  isSelected: 'Dans la sélection de l’agence : oui ou non.',
  ispromo: 'En promotion : oui ou non (avec afterpromo_price).',
};

const LIST_EXAMPLES: Partial<Record<TPropertyIdField, string>> = {
  property_types: 'Appartement',
  property_statuses: 'À vendre',
};

export const IO_COLUMNS: readonly IoColumn[] = [
  {
    key: 'id',
    kind: 'id',
    note: 'Numéro du bien : vide pour créer un bien, le numéro d’un bien existant pour le modifier.',
    example: '',
  },
  ...trilingual(
    'name',
    'Titre',
    ['Appartement F3 vue mer', 'Sea-view 3-room flat', 'شقة F3 مطلة على البحر'],
    true,
  ),
  ...trilingual('description', 'Description', [
    'Lumineux, 3e étage.',
    'Bright, 3rd floor.',
    'مضيئة، الطابق الثالث.',
  ]),
  ...trilingual('address', 'Adresse', [
    '12 rue Didouche Mourad',
    '12 Didouche Mourad St',
    '12 شارع ديدوش مراد',
  ]),
  ...trilingual('city', 'Commune', ['Alger-Centre', 'Algiers Centre', 'الجزائر الوسطى']),
  {
    key: 'wilaya',
    kind: 'wilaya',
    note: 'Wilaya : son nom en français (Alger, Oran…) ou son numéro (16).',
    example: 'Alger',
  },
  ...trilingual('country', 'Pays', ['Algérie', 'Algeria', 'الجزائر']),
  ...trilingual('seller_name', 'Nom du vendeur', ['M. Benali', 'Mr Benali', 'السيد بن علي']),
  {
    key: 'seller_phone',
    kind: 'text',
    note: 'Téléphone du vendeur : mobile 05/06/07 + 8 chiffres, fixe, ou +213.',
    example: '0555 12 34 56',
  },
  { key: 'seller_email', kind: 'text', note: 'E-mail du vendeur.', example: 'vendeur@exemple.dz' },
  { key: 'seller_whatsapp', kind: 'text', note: 'WhatsApp du vendeur.', example: '' },
  number('base_price', 'Prix en dinars, nombre entier (obligatoire).', '25000000'),
  number('afterpromo_price', 'Prix promotionnel en dinars, inférieur au prix.', ''),
  {
    key: 'promotion_end_date',
    kind: 'date',
    note: 'Fin de la promotion, date AAAA-MM-JJ.',
    example: '',
  },
  number('land_area', 'Surface du terrain en m² (virgule ou point décimal).', ''),
  number('living_area', 'Surface habitable en m².', '95'),
  number('num_rooms', 'Nombre de pièces.', '3'),
  number('num_bedrooms', 'Nombre de chambres.', '2'),
  number('num_floors', 'Nombre d’étages.', ''),
  number('num_bathrooms', 'Nombre de salles de bain.', '1'),
  number('construction_year', 'Année de construction (1800 à 2100).', '2015'),
  ...PROPERTY_FLAGS.map((flag): IoColumn => ({
    key: flag,
    kind: 'flag',
    note: FLAG_NOTES[flag],
    example: flag === 'isVisible' ? 'oui' : 'non',
  })),
  number('latitude', 'Latitude (avec la longitude).', '36.7538'),
  number('longitude', 'Longitude (avec la latitude).', '3.0588'),
  { key: 'map_link', kind: 'text', note: 'Lien Google Maps (https://…).', example: '' },
  { key: 'youtube_url', kind: 'text', note: 'Vidéo YouTube (https://…).', example: '' },
  ...PROPERTY_ID_COLUMNS.map((column): IoColumn => ({
    key: column,
    kind: 'list',
    note: `Noms en français de la liste de référence, séparés par « | ».`,
    example: LIST_EXAMPLES[column] ?? '',
  })),
  {
    key: 'images',
    kind: 'images',
    note:
      'Adresses des photos (https://…), séparées par « | ». Celles du site sont reprises ; ' +
      'les autres sont téléchargées si leur site est autorisé dans les Informations générales.',
    example: '',
  },
  ...['price_per_m2', 'view_count', 'phone_reveals', 'verified_at', 'quality_score'].map(
    (key): IoColumn => ({
      key,
      kind: 'read_only',
      note: 'Calculé par le site : ignoré à l’import.',
      example: '',
    }),
  ),
  ...['created_at', 'updated_at'].map((key): IoColumn => ({
    key,
    kind: 'read_only',
    note: 'Date du site : ignorée à l’import.',
    example: '',
  })),
];

export const IO_HEADERS: readonly string[] = IO_COLUMNS.map((column) => column.key);

/** Rows whose first cell starts with this are notes (the template's), skipped by the import. */
export const NOTE_MARK = '#';

/** Oui / non in the file; the import also takes true/false, 1/0, vrai/faux, yes/no. */
export const YES = 'oui';
export const NO = 'non';
