// The property page's « Planifier une visite » section: below the first screen, so its code
// (visit-request-form.tsx) is fetched and made interactive when it comes near the screen; until
// then it is the server's HTML, a form that posts to the page as it is.
import { hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';

export const VisitRequest = hydrateNearScreenFrom(
  () => import('./visit-request-form.tsx'),
  'VisitRequestForm',
);
