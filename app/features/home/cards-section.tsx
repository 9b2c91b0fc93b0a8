// A titled row of property cards (latest, hand-picked).
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { TPropertyCard } from '../../../common/schemas/property.ts';
import { CardGrid } from '../../ui/card-grid.tsx';
import { cn } from '../../ui/cn.ts';
import { Container } from '../../ui/container.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';
import { PropertyCard } from '../property/property-card.tsx';

export function CardsSection({
  id,
  eyebrow,
  title,
  lead,
  properties,
  columns,
  link,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  properties: TPropertyCard[];
  columns: 3 | 4;
  link?: { to: string; label: string };
  className?: string;
}) {
  if (properties.length === 0) return null;
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      className={cn('below-fold py-16 sm:py-24', className)}
    >
      <Container>
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          title={title}
          lead={lead}
          action={
            link && (
              <Link
                to={link.to}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
              >
                {link.label}
                <ArrowRight className="size-4 rtl:hidden" aria-hidden="true" />
                <ArrowLeft className="hidden size-4 rtl:block" aria-hidden="true" />
              </Link>
            )
          }
        />
        <CardGrid
          className="mt-10"
          columns={columns}
          items={properties}
          itemKey={(property) => property.id}
          render={(property) => <PropertyCard property={property} className="w-full" />}
        />
      </Container>
    </section>
  );
}
