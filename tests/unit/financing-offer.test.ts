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

  it('starts from the settings: 20 % down, the longest duration, the first mode', () => {
    expect(readFinancingChoice(offer, 10_000_000, {})).toEqual({
      mode: 'conventional',
      down: 2_000_000,
      years: 30,
    });
  });

  it('reads the address, grouped digits included', () => {
    expect(
      readFinancingChoice(offer, 10_000_000, { down: '3 000 000', years: '15', mode: 'murabaha' }),
    ).toEqual({ mode: 'murabaha', down: 3_000_000, years: 15 });
    expect(readFinancingChoice(offer, 10_000_000, { down: '2500000,6', years: '12.4' })).toEqual({
      mode: 'conventional',
      down: 2_500_001,
      years: 12,
    });
  });

  it('brings what is out of bounds within them', () => {
    expect(
      readFinancingChoice(offer, 10_000_000, { down: '-5', years: '99', mode: 'murabaha' }),
    ).toEqual({ mode: 'murabaha', down: 0, years: 20 });
    expect(readFinancingChoice(offer, 10_000_000, { down: '20000000', years: '0' })).toEqual({
      mode: 'conventional',
      down: 9_999_999,
      years: 1,
    });
    expect(readFinancingChoice(offer, 10_000_000, { down: 'abc', years: '', mode: 'x' })).toEqual({
      mode: 'conventional',
      down: 2_000_000,
      years: 30,
    });
  });
});
