// The shared Zod schemas of common/ speak English ("name_fr is required", "must be between 1 and
// 10"); the forms check them in the browser before anything is sent, and staff read French. A
// browser-side issue has no error code, only the schema's sentence, so the known sentence shapes
// are turned into French here; anything else passes unchanged. (The API's refusals carry a code
// and are translated from it: ../french-messages.ts.)
import { fieldLabel } from '../field-labels.ts';
import { FRENCH_ERRORS } from '../french-messages.ts';

const number = (value: string) => {
  const parsed = Number(value);
  return Number.isFinite(parsed)
    ? new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 }).format(parsed)
    : value;
};

const RULES: [RegExp, (match: RegExpExecArray) => string][] = [
  // The rules between fields (common/schemas/record-rules.ts): the French of their error code, as
  // when the API refuses the same record (a unit test holds each rule's sentence to its code).
  [/must be lower than base_price/i, () => FRENCH_ERRORS['property.promo_price_too_high']],
  [/is required when isLinkOnly is true/i, () => FRENCH_ERRORS['ad.link_required']],
  [/must be given together/i, () => FRENCH_ERRORS['location.incomplete']],
  [/must not be greater than max_/i, () => 'Le minimum dépasse le maximum.'],
  [
    /^(latitude|lattitude) must be between/i,
    () => 'La latitude doit être en Algérie (18,9 à 37,2).',
  ],
  [/^longitude must be between/i, () => 'La longitude doit être en Algérie (-8,7 à 12).'],
  // The opening hours (common/opening-hours.ts).
  [/must be a time HH:MM/i, () => 'Heure invalide : saisissez HH:MM.'],
  [/closing time must be after opening time/i, () => "La fermeture doit suivre l'ouverture."],
  [/intervals of a day must not overlap/i, () => 'Les deux plages horaires se chevauchent.'],
  [/at most two intervals a day/i, () => 'Deux plages horaires au maximum par jour.'],
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
  [
    /must be an Algerian number/i,
    () => 'Numéro algérien invalide : 05, 06 ou 07 puis 8 chiffres, ou un fixe (021 23 45 67).',
  ],
  [/http:\/\/ or https:\/\//i, () => 'Adresse web invalide : elle doit commencer par https://'],
  [/ISO 8601 date/i, () => 'Date invalide.'],
  [/at most (\d+) images/i, (m) => `${m[1]} images au maximum.`],
  [/image path returned by the upload/i, () => 'Image invalide : téléversez-la de nouveau.'],
  [/username must be 3-40/i, () => '3 à 40 lettres, chiffres, points, tirets ou soulignés.'],
  [/^Invalid input/i, () => 'Valeur invalide.'],
];

/** A schema's English sentence (optionally `field: sentence`) in French. */
export function frenchValidationMessage(message: string): string {
  const field = /^([a-zA-Z_.\d]+):\s+(.*)$/.exec(message);
  const text = field ? field[2]! : message;
  for (const [pattern, make] of RULES) {
    const match = pattern.exec(text);
    if (match) return field ? `${fieldLabel(field[1]!)} : ${make(match)}` : make(match);
  }
  return message;
}
