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
};

/** `images.2` → `Images`; `name_fr` → `name (FR)`; an unknown field keeps its name. */
export function fieldLabel(field: string): string {
  const key = field.split('.')[0]!;
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const trilingual = /^(.*)_(fr|en|ar)$/.exec(key);
  if (trilingual) return `${trilingual[1]} (${trilingual[2]!.toUpperCase()})`;
  return key;
}
