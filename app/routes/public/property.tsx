// /property/{id}: the property details page (server-rendered), or 'Property not found' (404).
// Its action reveals the seller's contacts, takes the enquiry, or takes a visit request (posted to
// ?visit), when a form of the page is posted before the script runs.
import {
  isRouteErrorResponse,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { directionOf, isLanguage } from '../../../common/languages.ts';
import type { NotFoundData } from '../../features/property/page-data.server.ts';
import {
  loadPropertyPage,
  notFound,
  propertyIdOrNotFound,
} from '../../features/property/page-data.server.ts';
import { revealAction } from '../../features/property/reveal-action.server.ts';
import { enquiryAction, isEnquiryPost } from '../../features/property/enquiry-action.server.ts';
import { isEnquiryAnswer } from '../../features/property/enquiry-values.ts';
import { readFormFields } from '../../features/forms/form-body.server.ts';
import { isVisitPost, visitAction } from '../../features/property/visit-action.server.ts';
import type { PublicRouteHandle } from '../../features/layout/public-shell.tsx';
import { requestLanguage } from '../../i18n/language.server.ts';
import { PropertyNotFound } from '../../features/property/property-not-found.tsx';
import { PropertyPage } from '../../features/property/property-page.tsx';
import { pageMeta } from '../../features/seo/page-meta.ts';
import type { Route } from './+types/property';
import type { loader as layoutLoader } from './layout.tsx';

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPropertyPage(request, params.id, context.services, context.clientAddress);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const language = requestLanguage(request);
  const id = propertyIdOrNotFound(params.id, language);
  if (isVisitPost(request)) return visitAction(request, id, context, () => notFound(language));
  // The enquiry form and the reveal buttons post here; the enquiry says so in its fields.
  const fields = (await readFormFields(request.clone())) ?? {};
  if (isEnquiryPost(fields)) {
    return enquiryAction(request, fields, id, context, () => notFound(language));
  }
  return revealAction(request, id, context, () => notFound(language));
}

/** A phone contact bar at the bottom of the screen on phones (contact-bar.tsx). */
export const handle: PublicRouteHandle = { contactBar: true, texts: ['contact'] };

/** A reveal changes nothing the page loaded: no reload after it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === 'POST' ? false : defaultShouldRevalidate);

export function meta({ data, error }: Route.MetaArgs) {
  if (data) return pageMeta(data.seo);
  const title = isRouteErrorResponse(error) ? (error.data as NotFoundData | null)?.title : null;
  return [{ title: title ?? 'Property not found' }, { name: 'robots', content: 'noindex, follow' }];
}

export default function PropertyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/public/layout');
  const language = loaderData.seo.language;
  return (
    <PropertyPage
      page={loaderData}
      agencyPhone={layout?.info?.phone ?? null}
      dir={directionOf(isLanguage(language) ? language : 'fr')}
      posted={
        actionData && !isEnquiryAnswer(actionData) && 'intent' in actionData
          ? actionData
          : undefined
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PropertyNotFound />;
  throw error;
}
