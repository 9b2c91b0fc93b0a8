// The strength rule for back-office passwords, checked on the server only (the dictionaries
// weigh several megabytes; no page loads them): at least PASSWORD_MIN_LENGTH characters (the
// shared schema) and not guessable by zxcvbn's estimate, which knows the most common passwords,
// French and common words, names, keyboard rows, dates and l33t spellings. Decision 0013.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as french from '@zxcvbn-ts/language-fr';
import { PASSWORD_MIN_LENGTH } from '../../common/schemas/admin-auth.ts';

/**
 * zxcvbn's score 3 ("safely unguessable": more than 10^8 guesses): a common password such as
 * `motdepasse123` (score 2) or `password1234` (score 1) is below it.
 */
export const PASSWORD_MIN_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;
// Built on first use: loading the dictionaries takes a moment the start does not need to pay.
const estimate = () =>
  (estimator ??= new ZxcvbnFactory({
    // The library's defaults (256 characters, 100 l33t substitutions) took 9 to 17 s for one
    // 200-character password on a busy machine; these keep any password under 0.2 s there and
    // still see m0tdepa$$e12 as motdepasse12. A prefix of 64 characters that passes is strong.
    maxLength: 64,
    l33tMaxSubstitutions: 4,
    dictionary: { ...common.dictionary, ...french.dictionary },
    graphs: common.adjacencyGraphs,
    translations: french.translations,
  }));

const sentence = (text: string) => text.trim().replace(/[.\s]*$/, '.');

/**
 * Why this password is refused, in French (staff read it in the back-office), or null when it is
 * strong enough. `related`: words the account gives away (its username), counted as guessable.
 */
export function passwordWeakness(password: string, related: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  }
  const result = estimate().check(password, related);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const why = result.feedback.warning ? ` ${sentence(result.feedback.warning)}` : '';
  return (
    `Ce mot de passe est trop facile à deviner.${why}` +
    ' Choisissez une phrase de plusieurs mots peu courants, ou un mot de passe généré.'
  );
}
