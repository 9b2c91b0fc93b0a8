// The financing estimate's settings (decision 0047), part of the general information: written by
// a superadmin with POST /api/genInfo, read by everyone with GET /api/genInfo. No rate is in the
// code: until staff set one, no estimate is shown.
import { z } from 'zod';
import { lenientNumber, optionalText } from './primitives.ts';

export const FINANCING_LIMITS = {
  rate: { min: 0, max: 30 },
  years: { min: 1, max: 35 },
  downPayment: { min: 0, max: 90 },
} as const;

const rate = (name: string) =>
  lenientNumber({ name, ...FINANCING_LIMITS.rate }).describe(
    `${name}: yearly percentage (6.5 = 6.5 %), 0 to 30; null clears it`,
  );
const years = (name: string) =>
  lenientNumber({ name, int: true, ...FINANCING_LIMITS.years }).describe(
    `${name}: the longest duration offered, whole years 1 to 35; null clears it`,
  );

/** The fields added to the general information's update (all optional: unchanged when left out). */
export const financingUpdateFields = {
  financing_enabled: z.boolean().optional().describe('Shows the estimate on sale listings'),
  financing_example: z
    .boolean()
    .optional()
    .describe('The values are examples: the page labels them as indicative'),
  financing_conventional_rate: rate('financing_conventional_rate').optional(),
  financing_conventional_max_years: years('financing_conventional_max_years').optional(),
  financing_murabaha_rate: rate('financing_murabaha_rate').optional(),
  financing_murabaha_max_years: years('financing_murabaha_max_years').optional(),
  financing_down_payment_percent: lenientNumber({
    name: 'financing_down_payment_percent',
    int: true,
    required: true,
    ...FINANCING_LIMITS.downPayment,
  })
    .optional()
    .describe('The down payment the estimate starts from, in % of the price (0 to 90)'),
  financing_note: optionalText(200)
    .optional()
    .describe('A short note shown under the estimate, e.g. the partner bank'),
};

/** The stored settings, as GET /api/genInfo and the back-office read them. */
export const ZFinancingSettingsSchema = z
  .object({
    enabled: z.boolean(),
    example: z.boolean(),
    conventional_rate: z.number().nullable().describe('Yearly nominal rate, %'),
    conventional_max_years: z.number().int().nullable(),
    murabaha_rate: z.number().nullable().describe('Yearly flat profit margin, %'),
    murabaha_max_years: z.number().int().nullable(),
    down_payment_percent: z.number().int(),
    note: z.string().nullable(),
  })
  .describe(
    'The financing estimate of sale listings. A mode is offered when enabled and its rate and ' +
      'longest duration are both set.',
  );
export type TFinancingSettings = z.infer<typeof ZFinancingSettingsSchema>;
