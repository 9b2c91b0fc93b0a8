// The French of the shared schemas' rules (common/schemas), the one table for staff: the
// back-office forms check the schemas in the browser, where an issue has no error code, only the
// schema's sentence ("name_fr is required", "must be between 1 and 10"), and the catalogue
// import reports each refused cell with the same sentence. The API's refusals carry a code and are
// translated from it (./error-texts.ts); the rules between fields say their code's French here too.
import { fieldLabel } from './field-labels.ts';
import { FRENCH_ERRORS } from './error-texts.ts';

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

/** The French of a schema's sentence without its field, or undefined for an unknown one. */
export function issueText(sentence: string): string | undefined {
  for (const [pattern, make] of RULES) {
    const match = pattern.exec(sentence);
    if (match) return make(match);
  }
  return undefined;
}

/** A schema's English sentence (optionally `field: sentence`) in French; unknown ones unchanged. */
export function frenchValidationMessage(message: string): string {
  const field = /^([a-zA-Z_.\d]+):\s+(.*)$/.exec(message);
  const text = issueText(field ? field[2]! : message);
  if (text === undefined) return message;
  return field ? `${fieldLabel(field[1]!)} : ${text}` : text;
}
