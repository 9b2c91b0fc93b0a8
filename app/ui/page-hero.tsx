// The top band of an inner page: breadcrumb, title and lead on the brand's dark green.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from './container.tsx';

export function PageHero({
  eyebrow,
  title,
  lead,
  breadcrumb,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  breadcrumb: { label: string; home: string; current: string };
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      <svg
        aria-hidden="true"
        className="absolute inset-0 -z-10 size-full opacity-[0.07]"
        preserveAspectRatio="none"
      >
        <defs>
          <pattern id="page-hero-grid" width="44" height="44" patternUnits="userSpaceOnUse">
            <path d="M44 0H0v44" fill="none" stroke="#fff" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#page-hero-grid)" />
      </svg>
      {/* The brand's ridge-and-sea line, large and faint, at the end side. */}
      <svg
        aria-hidden="true"
        viewBox="0 0 40 40"
        className="absolute -end-16 top-1/2 -z-10 hidden w-[30rem] -translate-y-1/2 text-white/[0.07] md:block rtl:-scale-x-100"
      >
        <path
          d="M7.5 25.5 15.5 14l4.2 5.6 3.3-4.1 9.5 10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M7.5 30.5c2.1-1.6 4.1-1.6 6.2 0s4.1 1.6 6.3 0 4.1-1.6 6.2 0 4.2 1.6 6.3 0"
          fill="none"
          stroke="var(--color-gold-300)"
          strokeOpacity="0.35"
          strokeWidth="1.2"
          strokeLinecap="round"
        />
      </svg>
      <Container className="py-12 sm:py-16 lg:py-20">
        <nav aria-label={breadcrumb.label}>
          <ol className="flex items-center gap-1.5 text-sm text-brand-200">
            <li>
              <Link to="/" className="hover:text-white hover:underline">
                {breadcrumb.home}
              </Link>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-4 rtl:hidden" />
              <ChevronLeft className="hidden size-4 rtl:block" />
            </li>
            <li>
              <span aria-current="page" className="font-medium text-white">
                {breadcrumb.current}
              </span>
            </li>
          </ol>
        </nav>
        <p className="mt-8 text-sm font-semibold tracking-wide text-gold-300">{eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-100">{lead}</p>
      </Container>
    </section>
  );
}
