// The enquiry form under a property's sections (property-page.tsx): written by the server in
// place, its code fetched and hydrated when it comes near the screen, so the page's first
// script stays within its budget (decision 0033).
import { hydrateNearScreenFrom } from '../../ui/hydrate-later.tsx';

export const LaterEnquiry = hydrateNearScreenFrom(
  () => import('./enquiry-form.tsx'),
  'EnquiryForm',
);
