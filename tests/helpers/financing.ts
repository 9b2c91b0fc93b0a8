// The financing settings of a database no one has set them on (decision 0047): off, no rate.
import type { TFinancingSettings } from '../../common/schemas/financing-settings.ts';

export const FINANCING_NOT_SET: TFinancingSettings = {
  enabled: false,
  example: false,
  conventional_rate: null,
  conventional_max_years: null,
  murabaha_rate: null,
  murabaha_max_years: null,
  down_payment_percent: 20,
  note: null,
};
