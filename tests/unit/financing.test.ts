// The financing formulas against worked examples, stated here so anyone can check them by hand.
import { describe, expect, it } from 'vitest';
import { conventionalEstimate, murabahaEstimate } from '../../common/financing.ts';

describe('conventionalEstimate (annuity, monthly compounding)', () => {
  it('100 000 borrowed at 6 % over 30 years: 599.55 a month, 215 838.19 repaid', () => {
    // The textbook example: r = 0.005, n = 360, M = 100 000 × 0.005 / (1 − 1.005^−360).
    const loan = conventionalEstimate({
      price: 120_000,
      downPayment: 20_000,
      years: 30,
      ratePercent: 6,
    });
    expect(loan.financed).toBe(100_000);
    expect(loan.months).toBe(360);
    expect(loan.monthly).toBeCloseTo(599.55, 2);
    expect(loan.totalRepaid).toBeCloseTo(215_838.19, 1);
    expect(loan.financingCost).toBeCloseTo(115_838.19, 1);
    expect(loan.totalCost).toBeCloseTo(235_838.19, 1);
  });

  it('10 000 000 DA at 6.5 % over 20 years: 74 557.31 DA a month', () => {
    // r = 0.065 / 12, n = 240: (1 + r)^240 = 3.65645…, M = 54 166.67 / (1 − 1 / 3.6532…).
    const loan = conventionalEstimate({
      price: 12_000_000,
      downPayment: 2_000_000,
      years: 20,
      ratePercent: 6.5,
    });
    expect(loan.monthly).toBeCloseTo(74_557.31, 1);
  });

  it('at 0 % pays the financed amount in equal parts', () => {
    const loan = conventionalEstimate({
      price: 1_200_000,
      downPayment: 0,
      years: 10,
      ratePercent: 0,
    });
    expect(loan.monthly).toBe(10_000);
    expect(loan.financingCost).toBe(0);
  });
});

describe('murabahaEstimate (cost price plus a flat yearly margin)', () => {
  it('8 000 000 DA financed, 5 % a year over 20 years: sold on at 16 000 000 DA', () => {
    // Profit = 8 000 000 × 5 % × 20 = 8 000 000; 16 000 000 / 240 = 66 666.67 a month.
    const sale = murabahaEstimate({
      price: 10_000_000,
      downPayment: 2_000_000,
      years: 20,
      ratePercent: 5,
    });
    expect(sale.costPrice).toBe(8_000_000);
    expect(sale.financingCost).toBe(8_000_000);
    expect(sale.salePrice).toBe(16_000_000);
    expect(sale.monthly).toBeCloseTo(66_666.67, 2);
    expect(sale.totalCost).toBe(18_000_000);
  });

  it('3 000 000 DA at 4 % a year over 5 years: 3 600 000 DA, 60 000 DA a month', () => {
    const sale = murabahaEstimate({
      price: 3_000_000,
      downPayment: 0,
      years: 5,
      ratePercent: 4,
    });
    expect(sale.salePrice).toBe(3_600_000);
    expect(sale.monthly).toBe(60_000);
  });
});
