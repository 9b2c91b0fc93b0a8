import { describe, expect, it } from 'vitest';
import { checkVisitForm, visitRequestBody } from '../../app/features/property/visit-form-check.ts';
import type { VisitFormValues } from '../../app/features/property/visit-answer.ts';
import { DEFAULT_OPENING_HOURS } from '../../common/opening-hours.ts';
import { ZVisitRequestBodySchema } from '../../common/schemas/visits.ts';

// The visit form judges the contact fields with the API's schema: what it lets through, the API
// takes, and what it stops, the API refuses. A Monday at 09:00 in Algiers, slots on Wednesday.
const NOW = new Date('2026-11-30T08:00:00Z');
const filled: VisitFormValues = {
  full_name: 'Nadia Benali',
  phone_number: '0661 12 34 56',
  email: 'nadia@example.dz',
  message: 'Le matin de préférence.',
  dates: ['2026-12-02', '', ''],
  times: ['10:00', '', ''],
};
const check = (change: Partial<VisitFormValues>) =>
  checkVisitForm({ ...filled, ...change }, DEFAULT_OPENING_HOURS, NOW);

describe('the visit form', () => {
  it('takes a complete request, and the API takes the body it builds', () => {
    const result = check({});
    expect(result).toMatchObject({ valid: true, errors: {} });
    const body = visitRequestBody(filled, result, { propertyId: 7, locale: 'fr', website: '' });
    expect(ZVisitRequestBodySchema.safeParse(body).success).toBe(true);
  });

  it.each<[string, Partial<VisitFormValues>, Record<string, string>]>([
    ['a blank name', { full_name: '   ' }, { full_name: 'required' }],
    ['a name past 120 letters', { full_name: 'N'.repeat(121) }, { full_name: 'too_long' }],
    ['no phone', { phone_number: '' }, { phone_number: 'required' }],
    ['a phone too short', { phone_number: '0661 12' }, { phone_number: 'invalid_phone' }],
    ['a foreign mobile', { phone_number: '+33 6 12 34 56 78' }, { phone_number: 'invalid_phone' }],
    ['an address without a domain', { email: 'nadia@' }, { email: 'invalid_email' }],
    ['a message past 2000 letters', { message: 'm'.repeat(2001) }, { message: 'too_long' }],
  ])('stops %s, as the API would', (_case, change, errors) => {
    const result = check(change);
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual(errors);
    const body = visitRequestBody({ ...filled, ...change }, result, {
      propertyId: 7,
      locale: 'fr',
      website: '',
    });
    expect(ZVisitRequestBodySchema.safeParse(body).success).toBe(false);
  });

  it('leaves out an e-mail, which is optional, and keeps a name of exactly 120 letters', () => {
    expect(check({ email: '', full_name: 'N'.repeat(120) })).toMatchObject({ valid: true });
  });
});
