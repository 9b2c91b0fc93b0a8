// The property schemas' issues in French, for the import's row-by-row report. The schemas speak
// English to API users (common/schemas); staff reading an import report get these sentences.
import type { z } from 'zod';

const RULES: [RegExp, (match: RegExpExecArray) => string][] = [
  [/is required$/, () => 'Valeur obligatoire.'],
  [/must be a whole number$/, () => 'Nombre entier attendu.'],
  [/must be a number$/, () => 'Nombre attendu.'],
  [/must be between (\S+) and (\S+)$/, (m) => `Valeur attendue entre ${m[1]} et ${m[2]}.`],
  [/at most (\d+) characters$/, (m) => `${m[1]} caractères au plus.`],
  [/must be an http/, () => 'Adresse web attendue (https://…).'],
  [/must be an e-mail address$/, () => 'Adresse e-mail invalide.'],
  [
    /must be an Algerian number/,
    () => 'Numéro algérien attendu : 05, 06 ou 07 et 8 chiffres, ou un fixe (+213 accepté).',
  ],
  [/must be an ISO 8601 date$/, () => 'Date attendue (AAAA-MM-JJ).'],
  [/must be lower than base_price/, () => 'Le prix promotionnel doit être inférieur au prix.'],
  [/must be given together$/, () => 'Latitude et longitude vont ensemble.'],
  [/at most (\d+) images$/, (m) => `${m[1]} photos au plus.`],
];

export function frenchMessage(message: string): string {
  for (const [pattern, french] of RULES) {
    const match = pattern.exec(message);
    if (match) return french(match);
  }
  return `Valeur invalide (${message}).`;
}

/** The column an issue is about: its first path key, named as the file's header. */
export function issueColumn(issue: Pick<z.core.$ZodIssue, 'path'>): string {
  const key = String(issue.path[0] ?? '');
  return key === 'wilaya_id' ? 'wilaya' : key;
}
