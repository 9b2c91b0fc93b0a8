// What a visitor sees for an unknown address (HTTP 404) or a failure: said plainly, with ways on.
import { ArrowLeft, ArrowRight, Home, Search } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';

export function ErrorPage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <p
        aria-hidden="true"
        className="bg-gradient-to-b from-brand-700 to-brand-400 bg-clip-text text-8xl font-extrabold tracking-tighter text-transparent sm:text-9xl"
      >
        {notFound ? '404' : '500'}
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
        {notFound ? t('errors.not_found_title') : t('errors.error_title')}
      </h1>
      <p className="mt-4 max-w-md text-lg text-stone-600">
        {notFound ? t('errors.not_found_text') : t('errors.error_text')}
      </p>
      <div className="mt-9 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses({ variant: 'primary', size: 'lg' })}>
          <Home className="size-5" aria-hidden="true" />
          {t('errors.back_home')}
        </Link>
        <Link to="/properties/both" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          <Search className="size-5" aria-hidden="true" />
          {t('errors.browse')}
          <ArrowRight className="size-4 rtl:hidden" aria-hidden="true" />
          <ArrowLeft className="hidden size-4 rtl:block" aria-hidden="true" />
        </Link>
      </div>
    </Container>
  );
}
