// What the property page offers from the financing settings (decision 0047): nothing when off or
// incomplete, never a rate of its own; and the visitor's choice from the address, kept in bounds.
import { describe, expect, it } from 'vitest';
import { financingOffer, readFinancingChoice } from '../../common/financing-offer.ts';
import type { TFinancingSettings } from '../../common/schemas/financing-settings.ts';

const SETTINGS: TFinancingSettings = {
  enabled: true,
  example: false,
  conventional_rate: 6.5,
  conventional_max_years: 30,
  murabaha_rate: 5,
  murabaha_max_years: 20,
  down_payment_percent: 20,
  note: null,
};

describe('financingOffer', () => {
  it('offers each mode with both its rate and its longest duration', () => {
    expect(financingOffer(SETTINGS)!.modes).toEqual([
      { mode: 'conventional', ratePercent: 6.5, maxYears: 30 },
      { mode: 'murabaha', ratePercent: 5, maxYears: 20 },
    ]);
    const murabahaOnly = financingOffer({ ...SETTINGS, conventional_max_years: null });
    expect(murabahaOnly!.modes.map((mode) => mode.mode)).toEqual(['murabaha']);
  });

  it('offers nothing when off, unset or without a complete mode', () => {
    expect(financingOffer(null)).toBeNull();
    expect(financingOffer({ ...SETTINGS, enabled: false })).toBeNull();
    expect(
      financingOffer({ ...SETTINGS, conventional_rate: null, murabaha_max_years: null }),
    ).toBeNull();
  });
});

describe('readFinancingChoice', () => {
  const offer = financingOffer(SETTINGS)!;

  // On a 10 M DA listing: [what the address says, what is computed].
  it.each([
    ['nothing: 20 % down, the longest duration, the first mode', {}, ['conventional', 2e6, 30]],
    ['grouped digits', { down: '3 000 000', years: '15', mode: 'murabaha' }, ['murabaha', 3e6, 15]],
    ['decimals, rounded', { down: '2500000,6', years: '12.4' }, ['conventional', 2_500_001, 12]],
    ['the site units', { down: '200 m', years: '10' }, ['conventional', 2e6, 10]],
    ['milliards', { down: '0,5 Md', years: '10' }, ['conventional', 5e6, 10]],
    ['Arabic units', { down: '1,5 مليار', years: '10' }, ['conventional', 9_999_999, 10]],
    ['English grouping and DA', { down: '2,000,000 DA', years: '5' }, ['conventional', 2e6, 5]],
  ] as const)('reads %s', (_, params, [mode, down, years]) => {
    const { choice } = readFinancingChoice(offer, 10_000_000, params);
    expect(choice).toEqual({ mode, down, years });
  });

  it('says what is wrong instead of replacing it (issue 35, item 4)', () => {
    const read = (params: Record<string, string>) =>
      readFinancingChoice(offer, 10_000_000, params).errors;
    expect(read({ down: '2000000', years: '20' })).toEqual({});
    expect(read({ down: '', years: '' })).toEqual({ down: 'required', years: 'required' });
    expect(read({ down: 'abc', years: 'x' })).toEqual({
      down: 'not_a_number',
      years: 'not_a_number',
    });
    expect(read({ down: '-5', years: '0' })).toEqual({ down: 'negative', years: 'too_short' });
    // A down payment above the price: 0 DA a month, 1 DA financed before.
    expect(read({ down: '12000000', years: '45' })).toEqual({
      down: 'not_below_price',
      years: 'too_long',
    });
    expect(read({ down: '10000000' }).down).toBe('not_below_price');
    expect(read({ years: '25', mode: 'murabaha' }).years).toBe('too_long');
    expect(read({ down: '200 k' }).down).toBe('not_a_number');
  });
});
