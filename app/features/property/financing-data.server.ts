// The property page's financing estimate (decision 0047): on sale listings only, when staff set
// it up; the visitor's choices come from the page's address (?down=&years=&mode=), so the
// estimate's form works before the script runs, the server computing what it shows.
import {
  financingOffer,
  FINANCING_PARAMS,
  readFinancingChoice,
} from '../../../common/financing-offer.ts';
import type { Services } from '../../../server/services/index.ts';
import { readFinancingSettings } from '../../../server/services/agency/financing-settings.ts';
import type { PropertyFinancing } from './page-data.ts';

export async function loadFinancing(
  db: ReturnType<Services['readDb']>,
  price: number,
  rental: boolean,
  params: URLSearchParams,
): Promise<PropertyFinancing | null> {
  if (rental || price <= 0) return null;
  const offer = financingOffer(await readFinancingSettings(db));
  if (!offer) return null;
  const sent = {
    down: params.get(FINANCING_PARAMS.down),
    years: params.get(FINANCING_PARAMS.years),
    mode: params.get(FINANCING_PARAMS.mode),
  };
  const { choice, errors } = readFinancingChoice(offer, price, sent);
  return {
    offer,
    choice,
    errors,
    typed: { down: sent.down ?? String(choice.down), years: sent.years ?? String(choice.years) },
  };
}
