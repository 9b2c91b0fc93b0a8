// At the foot of a property's page: its landing pages (its type and its wilaya), plain links from
// the loader.
import { Link } from 'react-router';
import type { PropertyLandings } from './page-data.ts';

export function PropertyLandingLinks({ landings }: { landings: PropertyLandings | null }) {
  if (!landings) return null;
  return (
    <nav aria-label={landings.title} className="mt-10" data-testid="property-landings">
      <h2 className="text-lg font-bold text-brand-950">{landings.title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {landings.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-4 text-[15px] text-brand-800 hover:border-brand-600 hover:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
