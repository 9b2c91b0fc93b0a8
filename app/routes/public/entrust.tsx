// « Confiez-nous votre bien » (issue 36, decision 0065): the owner's form, prefilled from the
// estimate's address, posted to this page's action (multipart, with or without JavaScript).
import { useActionData } from 'react-router';
import { entrustAction } from '../../features/owner/entrust-action.server.ts';
import type { EntrustAnswer, EntrustFormValues } from '../../features/owner/entrust-answer.ts';
import { EntrustPage } from '../../features/owner/entrust-page.tsx';
import { ownerFormOptions } from '../../features/owner/estimate-data.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import type { TextsHandle } from '../../i18n/namespaces.ts';
import type { Route } from './+types/entrust';

/** This page's own texts (namespaces.ts, PAGE_NAMESPACES), fetched with it. */
export const handle: TextsHandle = { texts: ['owner', 'contact'] };

const PREFILLED = ['kind', 'type', 'wilaya', 'commune', 'living_area', 'land_area', 'rooms'];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = context.services.readDb(request);
  const language = requestLanguage(request);
  const t = fixedT(language, 'owner');
  const url = new URL(request.url);
  const values = Object.fromEntries(
    [...PREFILLED, 'full_name', 'phone_number', 'email', 'address', 'asking_price', 'message'].map(
      (name) => [name, PREFILLED.includes(name) ? (url.searchParams.get(name) ?? '') : ''],
    ),
  ) as EntrustFormValues;
  return {
    meta: { title: t('meta.entrust_title'), description: t('meta.entrust_description') },
    page: { values, ...(await ownerFormOptions(db, language)) },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return entrustAction(request, context);
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta(data?.meta);
}

export default function Entrust({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<EntrustAnswer>();
  return <EntrustPage data={loaderData.page} answer={answer} />;
}
