// About: who we are, what we do, our mission, our values.
import { readAboutData } from '../../features/about/about-data.server.ts';
import { AboutPage } from '../../features/about/about-page.tsx';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { pageMeta } from '../../features/seo/page-meta.ts';
import type { Route } from './+types/about';
import type { TextsHandle } from '../../i18n/namespaces.ts';

/** This page's own texts (namespaces.ts, PAGE_NAMESPACES), fetched with it. */
export const handle: TextsHandle = { texts: ['about'] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const db = context.services.readDb(request);
  const language = requestLanguage(request);
  const { image, figures } = await readAboutData(db, language);
  const t = fixedT(language, 'about');
  return { meta: { title: t('meta.title'), description: t('meta.description') }, image, figures };
}

export function meta({ data }: Route.MetaArgs) {
  return pageMeta(data?.meta);
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage image={loaderData.image} figures={loaderData.figures} />;
}
