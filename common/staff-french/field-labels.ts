// The French name of an API field, for messages that name it ("Prix : …").

const FIELD_LABELS: Record<string, string> = {
  base_price: 'Prix',
  afterpromo_price: 'Prix promotionnel',
  promotion_end_date: 'Fin de la promotion',
  land_area: 'Surface du terrain',
  living_area: 'Surface habitable',
  seller_email: 'E-mail du vendeur',
  map_link: 'Lien de carte',
  youtube_url: 'Vidéo YouTube',
  latitude: 'Latitude',
  longitude: 'Longitude',
  username: "Nom d'utilisateur",
  password: 'Mot de passe',
  images: 'Images',
  name: 'Nom',
  address: 'Adresse',
  city: 'Ville',
  wilaya: 'Wilaya',
  wilaya_id: 'Wilaya',
  country: 'Pays',
  description: 'Description',
  seller_name: 'Nom du vendeur',
  seller_phone: 'Téléphone du vendeur',
  seller_whatsapp: 'WhatsApp du vendeur',
  num_rooms: 'Pièces',
  num_bedrooms: 'Chambres',
  num_floors: 'Étages',
  num_bathrooms: 'Salles de bain',
  construction_year: 'Année de construction',
  isBanner: 'Bannière',
  isANePasManquer: 'À ne pas manquer',
  isVisible: 'Visible',
  isSelected: 'Sélection',
  ispromo: 'En promotion',
  isLinkOnly: 'Lien seulement',
  verified: 'Documents vérifiés',
  stale_hidden_at: 'Masqué car ancien',
  property_types: 'Types',
  property_statuses: 'Statuts',
  property_states: 'États',
  views: 'Vues',
  furnished_types: 'Ameublement',
  security_accessibilities: 'Sécurité et accès',
  commodities: 'Commodités',
  proximities: 'Proximités',
  other_characteristics: 'Autres caractéristiques',
  associated_documents: 'Documents',
  type: 'Rôle',
  phone: 'Téléphone',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  approval_number: "Numéro d'agrément",
  stale_hide_after_days: 'Masquer les annonces anciennes après (jours)',
  sort_order: 'Ordre',
  category: 'Catégorie',
  key: 'Clé',
  path: 'Fichier',
  original_name: 'Nom du fichier',
  properties_updated: 'Biens modifiés',
  bannerImage: 'Bannière',
  urlLink: 'Lien',
  phoneNumber: 'Téléphone',
  websiteLink: 'Site web',
  // A lead's entries (decision 0048).
  status: 'Statut',
  agent_id: 'Agent (n°)',
  note: 'Note',
  // An owner lead's report (decision 0070): whether a link is active, never the token.
  report_link: 'Lien du propriétaire actif',
  report_note: 'Prochaines étapes',
  published_at: 'Publiée le',
  // A property written by an import: the import's number; the import's photo hosts.
  import: 'Import (n°)',
  import_image_hosts: 'Hôtes des photos importées',
};

/** `images.2` → `Images`; `name_fr` → `Nom (FR)`; an unknown field keeps its name. */
export function fieldLabel(field: string): string {
  const key = field.split('.')[0]!;
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const trilingual = /^(.*)_(fr|en|ar)$/.exec(key);
  if (trilingual) {
    const base = trilingual[1]!;
    return `${FIELD_LABELS[base] ?? base} (${trilingual[2]!.toUpperCase()})`;
  }
  return key;
}
