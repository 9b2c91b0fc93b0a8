// A hidden or unknown property (HTTP 404): said plainly, with ways on.
import { Home, SearchX } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';

export function PropertyNotFound() {
  const { t } = useTranslation('property');
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX className="size-10" aria-hidden="true" />
      </span>
      <h1
        data-testid="property-not-found"
        className="mt-6 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
      >
        {t('not_found.title')}
      </h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{t('not_found.text')}</p>
      <div className="mt-9 flex flex-wrap justify-center gap-3">
        <Link to="/properties/both" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
          {t('not_found.browse')}
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <Home className="size-5" aria-hidden="true" />
          {t('not_found.home')}
        </Link>
      </div>
    </Container>
  );
}
