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
    ['below bounds', { down: '-5', years: '0' }, ['conventional', 0, 1]],
    ['above bounds', { down: '2e7', years: '99', mode: 'murabaha' }, ['murabaha', 9_999_999, 20]],
    ['garbage: the defaults', { down: 'abc', years: '', mode: 'x' }, ['conventional', 2e6, 30]],
  ] as const)('reads %s', (_, params, [mode, down, years]) => {
    expect(readFinancingChoice(offer, 10_000_000, params)).toEqual({ mode, down, years });
  });
});
