// The pages of the links in alert e-mails: the alert confirmed (double opt-in), unsubscribed, or
// a link that matches nothing.
import { BellOff, BellRing, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';

export type AlertLinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid';

export function AlertLinkPage({
  outcome,
  searchHref,
}: {
  outcome: AlertLinkOutcome;
  searchHref: string | null;
}) {
  const { t } = useTranslation('visits');
  const Icon =
    outcome === 'confirmed' ? BellRing : outcome === 'unsubscribed' ? BellOff : CircleAlert;
  return (
    <Container className="py-16 sm:py-24">
      <div
        data-testid={`alert-${outcome}`}
        className="mx-auto flex max-w-lg flex-col items-center rounded-2xl bg-white p-8 text-center shadow-card ring-1 ring-stone-900/5 sm:p-10"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-brand-950">
          {t(`alerts.${outcome}_title`)}
        </h1>
        <p className="mt-3 text-stone-600">{t(`alerts.${outcome}_text`)}</p>
        <Link
          to={searchHref ?? '/properties/both'}
          className={buttonClasses({ className: 'mt-7' })}
        >
          {searchHref ? t('alerts.see_search') : t('favorites.browse')}
        </Link>
      </div>
    </Container>
  );
}
