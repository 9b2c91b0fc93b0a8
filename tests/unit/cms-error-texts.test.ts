// The back-office's French for the API's refusals comes from the error code, never from the
// English sentence: every code has its text, a validation refusal names its field, and an answer
// without a code falls back to its status.
import { describe, expect, it } from 'vitest';
import { ERROR_CODE_LIST } from '../../common/errors.ts';
import { apiErrorOf } from '../../app/features/cms/api.ts';
import { FRENCH_ERRORS, frenchError } from '../../common/staff-french/error-texts.ts';
import { frenchValidationMessage } from '../../common/staff-french/issue-text.ts';
import { tooManyAttempts } from '../../app/features/cms/login.ts';
import { adIssues, propertyIssues, rangeIssues } from '../../common/schemas/record-rules.ts';

describe('the French of the error codes', () => {
  it('has a French sentence for every code', () => {
    for (const code of ERROR_CODE_LIST) {
      expect(FRENCH_ERRORS[code], code).toMatch(/\S/);
      expect(FRENCH_ERRORS[code], code).not.toMatch(/\b(the|must|is required)\b/i);
    }
  });

  it('reads the code, whatever the message says', () => {
    const body = { code: 'ad.link_required', message: 'reworded in any way at all' };
    expect(frenchError(body, 400)).toBe('Une annonce « lien seul » a besoin de son lien.');
    const error = apiErrorOf(400, {
      code: 'agent.username_taken',
      message: 'x',
      field: 'username',
    });
    expect(error).toMatchObject({ status: 400, code: 'agent.username_taken', field: 'username' });
    expect(error.message).toBe("Ce nom d'utilisateur est déjà pris.");
  });

  it('names the field of a validation refusal', () => {
    const body = { code: 'validation.too_small', message: '…', field: 'base_price' };
    expect(frenchError(body, 400)).toBe('Prix : Valeur trop petite ou trop courte.');
    expect(frenchError({ code: 'validation.required', field: 'name_fr' }, 400)).toBe(
      'Nom (FR) : Ce champ est obligatoire.',
    );
  });

  it('falls back to the status when the answer has no known code', () => {
    expect(frenchError(null, 404)).toBe("Cet élément n'existe pas ou a été supprimé.");
    expect(frenchError({ code: 'no.such_code' }, 500)).toBe(
      'Erreur du serveur. Réessayez dans un instant.',
    );
  });

  it('says how long to wait after too many logins', () => {
    expect(tooManyAttempts(840)).toBe(
      'Trop de tentatives de connexion. Réessayez dans 14 minute(s).',
    );
    expect(tooManyAttempts(Number.NaN)).toMatch(/Patientez/);
  });
});

describe('the French of the forms’ own checks (no code in the browser)', () => {
  it('keeps the shapes of the shared schemas’ sentences', () => {
    expect(frenchValidationMessage('must be between 1 and 40')).toBe(
      'Saisissez une valeur entre 1 et 40.',
    );
    expect(frenchValidationMessage('name_fr is required')).toBe('Ce champ est obligatoire.');
  });
});

describe('the French of the rules between fields, checked in the browser', () => {
  it('is the French of the code the API answers for the same rule', () => {
    const issues = [
      ...propertyIssues({ base_price: 1_000_000, afterpromo_price: 2_000_000 }, 'whole'),
      ...propertyIssues({ latitude: 36.7, longitude: null }, 'whole'),
      ...adIssues({ isLinkOnly: true, urlLink: null }, 'whole'),
    ];
    expect(issues.map((issue) => issue.code)).toEqual([
      'property.promo_price_too_high',
      'location.incomplete',
      'ad.link_required',
    ]);
    for (const issue of issues) {
      expect(frenchValidationMessage(issue.message), issue.code).toBe(FRENCH_ERRORS[issue.code]);
    }
    const [range] = rangeIssues({ min_price: 5, max_price: 1 });
    expect(frenchValidationMessage(range!.message)).toBe('Le minimum dépasse le maximum.');
  });
});
