// Contact: the form (sent from the browser to POST /api/email/sendContactUsEmail; posted to this
// page's action before the script runs), the office's details and a map at the general-info
// position.
import { contactAction } from '../../features/contact/contact-action.server.ts';
import { readAgencyInfo } from '../../features/contact/contact-data.server.ts';
import { ContactPage } from '../../features/contact/contact-page.tsx';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import { siteOrigin } from '../../features/seo/site-origin.server.ts';
import { agencyJsonLd } from '../../features/seo/structured-data.ts';
import type { Route } from './+types/contact';
import type { TextsHandle } from '../../i18n/namespaces.ts';

/** This page's own texts (namespaces.ts, PAGE_NAMESPACES), fetched with it. */
export const handle: TextsHandle = { texts: ['contact'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const { config } = context.services;
  const db = context.services.readDb(request);
  const language = requestLanguage(request);
  const info = await readAgencyInfo(db, language);
  const t = fixedT(language, 'contact');
  const origin = siteOrigin(config);
  return {
    meta: { title: t('meta.title'), description: t('meta.description') },
    // The agency with its approval number and address, for search engines.
    jsonLd: agencyJsonLd({
      origin,
      name: fixedT(language, 'common')('brand.name'),
      language,
      logoUrl: new URL('/favicon.svg', origin).toString(),
      phone: info?.phone,
      email: info?.email,
      address: info?.address,
      approvalNumber: info?.approval_number,
      latitude: info?.latitude,
      longitude: info?.longitude,
    }),
    office: info && {
      latitude: info.latitude,
      longitude: info.longitude,
      phone: info.phone,
      whatsapp: info.whatsapp,
      email: info.email,
      address: info.address,
      approval_number: info.approval_number,
      opening_hours: info.opening_hours,
    },
    tileUrl: config.MAP_TILE_URL,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

export function meta({ data }: Route.MetaArgs) {
  return data ? [...pageMeta(data.meta), { 'script:ld+json': data.jsonLd }] : [];
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage office={loaderData.office} tileUrl={loaderData.tileUrl} />;
}
