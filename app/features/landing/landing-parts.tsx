// What a landing page shows around the list: breadcrumbs above the heading, an introduction
// under it, links to nearby wilayas and to the other types below the results. Plain links and
// text from the loader, so the page's script grows by little more than this markup (decision
// 0043).
import { Link } from 'react-router';
import type { LandingPageData } from './landing-page.ts';

export function LandingCrumbs({ page }: { page: LandingPageData }) {
  const { crumbs, label } = page.breadcrumbs;
  return (
    <nav aria-label={label} className="-mb-2">
      <ol className="flex flex-wrap gap-x-2 text-sm text-stone-600">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.to} aria-current="page" className="font-medium text-stone-800">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.to} className="after:ms-2 after:content-['/']">
              <Link to={crumb.to} className="underline-offset-2 hover:underline">
                {crumb.label}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

export function LandingIntro({ page }: { page: LandingPageData }) {
  return (
    <div className="-mt-2 flex flex-col gap-1.5">
      <p
        className="max-w-3xl text-[15px] leading-relaxed text-stone-700"
        data-testid="landing-intro"
      >
        {page.intro}
      </p>
      {page.median && (
        <p className="text-sm font-semibold text-brand-900" data-testid="landing-median">
          {page.median}
        </p>
      )}
    </div>
  );
}

export function LandingLinks({ page }: { page: LandingPageData }) {
  if (page.linkGroups.length === 0) return null;
  return (
    <div
      className="grid gap-6 border-t border-stone-200 pt-6 sm:grid-cols-2"
      data-testid="landing-links"
    >
      {page.linkGroups.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2 className="text-base font-bold text-brand-950">{group.title}</h2>
          <ul className="mt-2 space-y-1.5 text-[15px]">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-brand-800 underline-offset-2 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
