// Our partners: the visible advertisers, each with its banner image (or its name when it has
// none), leading to its page on the site, or to its own site when it has no page here.
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { imageVariantUrl } from '../../../common/media.ts';
import { Container } from '../../ui/container.tsx';
import { SectionHeading } from '../../ui/section-heading.tsx';

export interface Partner {
  id: number;
  name: string;
  bannerImage: string | null;
  /** Its own site when it has no page here; null: /ads/{id}. */
  externalUrl: string | null;
}

function PartnerFace({ partner }: { partner: Partner }) {
  return partner.bannerImage ? (
    <img
      src={imageVariantUrl(partner.bannerImage, 640)}
      alt={partner.name}
      width={640}
      height={240}
      loading="lazy"
      decoding="async"
      className="h-24 w-full rounded-xl object-cover"
    />
  ) : (
    <span className="flex h-24 items-center justify-center rounded-xl bg-sand-100 px-3 text-center font-semibold text-brand-900">
      {partner.name}
    </span>
  );
}

export function PartnersSection({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation('home');
  if (partners.length === 0) return null;
  const linkClass =
    'block rounded-xl ring-1 ring-stone-200 transition hover:ring-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600';
  return (
    <section
      aria-labelledby="home-partners"
      className="below-fold py-16 sm:py-20"
      data-testid="home-partners"
    >
      <Container>
        <SectionHeading
          id="home-partners"
          eyebrow={t('partners.eyebrow')}
          title={t('partners.title')}
          lead={t('partners.lead')}
        />
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {partners.map((partner) => (
            <li key={partner.id}>
              {partner.externalUrl ? (
                <a
                  href={partner.externalUrl}
                  rel="sponsored noopener"
                  target="_blank"
                  className={linkClass}
                >
                  <PartnerFace partner={partner} />
                </a>
              ) : (
                <Link to={`/ads/${partner.id}`} className={linkClass}>
                  <PartnerFace partner={partner} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
