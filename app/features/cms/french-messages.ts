// The API and the shared Zod schemas speak English ("name_fr is required"); staff read French.
// This turns the known message shapes into French sentences; anything else passes unchanged.

const number = (value: string) => {
  const parsed = Number(value);
  return Number.isFinite(parsed)
    ? new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 }).format(parsed)
    : value;
};

const RULES: [RegExp, (match: RegExpExecArray) => string][] = [
  // Whole sentences of the API (services), before the generic shapes below.
  [/username "(.+)" is already taken/i, (m) => `Le nom d'utilisateur « ${m[1]} » est déjà pris.`],
  [
    /last superadmin cannot be demoted/i,
    () => "C'est le dernier super-administrateur : nommez-en un autre avant de changer son rôle.",
  ],
  [
    /last superadmin cannot be deleted/i,
    () => 'Le dernier super-administrateur ne peut pas être supprimé.',
  ],
  [
    /cannot delete your own account/i,
    () =>
      'Vous ne pouvez pas supprimer votre propre compte : demandez à un autre super-administrateur.',
  ],
  [/Only a superadmin/i, () => 'Action réservée au super-administrateur.'],
  [
    /still used by (\d+) propert\S* and (\d+) ad/i,
    (m) => `Image encore utilisée (${m[1]} bien(s), ${m[2]} annonce(s)) : retirez-la d'abord.`,
  ],
  [
    /^No (?:\w+ )+(?:with id|\d+ in the list)/i,
    () => "Cet élément n'existe pas ou a été supprimé.",
  ],
  [/not available/i, () => "Cet élément n'existe pas ou a été supprimé."],
  [
    /urlLink is required when isLinkOnly|has no urlLink/i,
    () => 'Une annonce « lien seul » a besoin de son lien.',
  ],
  [/category is required/i, () => 'Choisissez la catégorie du document.'],
  [
    /afterpromo_price .* must be lower than base_price/i,
    () => 'Le prix promotionnel doit être inférieur au prix.',
  ],
  [
    /l?lattitude and longitude must be given together|latitude and longitude must be given together/i,
    () => 'Indiquez la latitude et la longitude, ou aucune des deux.',
  ],
  [/At most (\d+) files per upload/i, (m) => `${m[1]} fichiers au maximum par envoi.`],
  [/No file in the request/i, () => 'Aucun fichier reçu.'],
  [/Too many requests/i, () => 'Trop de requêtes. Patientez un instant puis réessayez.'],
  [/unknown image/i, () => 'Une image est inconnue : retirez-la puis téléversez-la de nouveau.'],
  [/^Invalid response from the server$/i, () => 'Réponse invalide du serveur.'],
  [
    /^(latitude|lattitude) must be between/i,
    () => 'La latitude doit être en Algérie (18,9 à 37,2).',
  ],
  [/^longitude must be between/i, () => 'La longitude doit être en Algérie (-8,7 à 12).'],
  [/is required$/i, () => 'Ce champ est obligatoire.'],
  [/must be a whole number/i, () => 'Saisissez un nombre entier.'],
  [/must be a number/i, () => 'Saisissez un nombre.'],
  [
    /must be between (-?[\d.e+]+) and (-?[\d.e+]+)/i,
    (m) => `Saisissez une valeur entre ${number(m[1]!)} et ${number(m[2]!)}.`,
  ],
  [/must be at least (-?[\d.]+) characters/i, (m) => `${m[1]} caractères au minimum.`],
  [/must be at most (-?[\d.]+) characters/i, (m) => `${m[1]} caractères au maximum.`],
  [/at most (\d+) characters/i, (m) => `${m[1]} caractères au maximum.`],
  [/must be at least (-?[\d.]+)/i, (m) => `La valeur minimale est ${number(m[1]!)}.`],
  [/must be at most (-?[\d.]+)/i, (m) => `La valeur maximale est ${number(m[1]!)}.`],
  [/e-mail/i, () => 'Adresse e-mail invalide.'],
  [/http:\/\/ or https:\/\//i, () => 'Adresse web invalide : elle doit commencer par https://'],
  [/ISO 8601 date/i, () => 'Date invalide.'],
  [/at most (\d+) images/i, (m) => `${m[1]} images au maximum.`],
  [/image path returned by the upload/i, () => 'Image invalide : téléversez-la de nouveau.'],
  [/username must be 3-40/i, () => '3 à 40 lettres, chiffres, points, tirets ou soulignés.'],
  [/unknown ids? ([\d, ]+)/i, (m) => `Élément inconnu (id ${m[1]!.trim()}) : rechargez la page.`],
  [/^Invalid input/i, () => 'Valeur invalide.'],
];

export function frenchMessage(message: string): string {
  const clean = message.replace(/^Invalid request:\s*/i, '');
  // "field: message; field: message" from the server's validation answer.
  const parts = clean.split(/;\s*/).map((part) => {
    const field = /^([a-zA-Z_.\d]+):\s+(.*)$/.exec(part);
    const text = field ? field[2]! : part;
    for (const [pattern, make] of RULES) {
      const match = pattern.exec(text);
      if (match) return field ? `${fieldLabel(field[1]!)} : ${make(match)}` : make(match);
    }
    return part;
  });
  return parts.join(' ');
}

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

function fieldLabel(field: string): string {
  const key = field.split('.')[0]!;
  if (FIELD_LABELS[key]) return FIELD_LABELS[key];
  const trilingual = /^(.*)_(fr|en|ar)$/.exec(key);
  if (trilingual) return `${trilingual[1]} (${trilingual[2]!.toUpperCase()})`;
  return key;
}

/** A message for an HTTP status when the answer carried none. */
export function statusMessage(status: number): string {
  if (status === 0) return 'Impossible de joindre le serveur. Vérifiez la connexion et réessayez.';
  if (status === 403) return "Votre compte n'a pas accès à cette action.";
  if (status === 404) return "Cet élément n'existe pas ou a été supprimé.";
  if (status === 413) return 'Fichier trop volumineux.';
  if (status === 429) return 'Trop de requêtes. Patientez un instant puis réessayez.';
  if (status >= 500) return 'Erreur du serveur. Réessayez dans un instant.';
  return 'La requête a échoué. Réessayez.';
}
