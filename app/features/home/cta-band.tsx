// Closing call to action: owners who want to sell or rent talk to the agency.
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { whatsappUrl } from '../../ui/contact-links.ts';

export function CtaBand({ whatsapp }: { whatsapp: string | null }) {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section aria-labelledby="home-cta" className="below-fold pb-16 sm:pb-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute -end-20 -top-24 -z-10 size-72 rounded-full border-[40px] border-white/5"
          />
          <div className="flex flex-col gap-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2 id="home-cta" className="text-2xl font-bold text-white sm:text-3xl">
                {t('cta.title')}
              </h2>
              <p className="mt-3 text-lg text-brand-100">{t('cta.text')}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to="/contact-us" className={buttonClasses({ variant: 'gold', size: 'lg' })}>
                {t('cta.contact')}
              </Link>
              {whatsapp && (
                <a
                  href={whatsappUrl(whatsapp, t('common:whatsapp.greeting'))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses({ variant: 'light', size: 'lg' })}
                >
                  WhatsApp
                </a>
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
