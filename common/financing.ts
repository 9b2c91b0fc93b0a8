// The financing estimate of a sale listing, in its two usual presentations. Both finance the
// price less the down payment over `years` × 12 monthly payments; neither holds a rate of its
// own: the rates come from the agency's settings (general information), never from this code.
//
// - Conventional loan: an annuity at a yearly nominal rate, compounded monthly,
//   M = P·r / (1 − (1 + r)^−n) with r = rate / 12 and n the number of months (M = P / n at 0 %).
// - Murabaha (Islamic): the bank buys the property at its cost price and sells it on at that
//   price plus a declared profit margin, a flat percentage of the financed amount per year,
//   paid in equal monthly instalments: sale price = P·(1 + margin·years), M = sale price / n.
// Amounts are in dinars, unrounded; the page rounds what it shows.

export interface FinancingInput {
  /** The property's price, in dinars. */
  price: number;
  /** Paid upfront, in dinars (0 ≤ down payment < price). */
  downPayment: number;
  /** Whole years, at least 1. */
  years: number;
  /** Yearly percentage: the loan's nominal rate, or the murabaha's profit margin. */
  ratePercent: number;
}

export interface LoanEstimate {
  financed: number;
  months: number;
  monthly: number;
  /** All the monthly payments together. */
  totalRepaid: number;
  /** What the financing costs: interest (conventional) or the bank's profit (murabaha). */
  financingCost: number;
  /** Down payment plus every monthly payment. */
  totalCost: number;
}

export interface MurabahaEstimate extends LoanEstimate {
  /** What the bank pays for the property: the financed amount. */
  costPrice: number;
  /** The price the bank sells it on at: cost price plus its declared profit. */
  salePrice: number;
}

function financedAndMonths({ price, downPayment, years }: FinancingInput) {
  return { financed: Math.max(0, price - downPayment), months: Math.round(years * 12) };
}

export function conventionalEstimate(input: FinancingInput): LoanEstimate {
  const { financed, months } = financedAndMonths(input);
  const r = input.ratePercent / 100 / 12;
  const monthly = r === 0 ? financed / months : (financed * r) / (1 - (1 + r) ** -months);
  const totalRepaid = monthly * months;
  return {
    financed,
    months,
    monthly,
    totalRepaid,
    financingCost: totalRepaid - financed,
    totalCost: input.downPayment + totalRepaid,
  };
}

export function murabahaEstimate(input: FinancingInput): MurabahaEstimate {
  const { financed, months } = financedAndMonths(input);
  const profit = financed * (input.ratePercent / 100) * input.years;
  const salePrice = financed + profit;
  return {
    financed,
    months,
    monthly: salePrice / months,
    totalRepaid: salePrice,
    financingCost: profit,
    totalCost: input.downPayment + salePrice,
    costPrice: financed,
    salePrice,
  };
}
