// A hidden or unknown advertiser page (HTTP 404).
import { Home, Megaphone } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';

export function AdNotAvailable() {
  const { t } = useTranslation('ads');
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Megaphone className="size-10" aria-hidden="true" />
      </span>
      <h1
        data-testid="ad-not-available"
        className="mt-6 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
      >
        {t('not_available.title')}
      </h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">{t('not_available.text')}</p>
      <Link to="/" className={buttonClasses({ variant: 'primary', size: 'lg', className: 'mt-9' })}>
        <Home className="size-5" aria-hidden="true" />
        {t('not_available.home')}
      </Link>
    </Container>
  );
}
