// The pages of the links in alert e-mails: a question with one button (confirm the alert, or end
// it), then its answer (confirmed, unsubscribed), or a link that matches nothing. The button is a
// plain form post, so it works before the page's JavaScript has loaded, or without it.
import { BellOff, BellRing, CircleAlert } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';

export type AlertLinkOutcome = 'confirm' | 'unsubscribe' | 'confirmed' | 'unsubscribed' | 'invalid';

const ICONS = {
  confirm: BellRing,
  confirmed: BellRing,
  unsubscribe: BellOff,
  unsubscribed: BellOff,
  invalid: CircleAlert,
};

export function AlertLinkPage({
  outcome,
  searchHref,
}: {
  outcome: AlertLinkOutcome;
  searchHref: string | null;
}) {
  const { t } = useTranslation('visits');
  const busy = useNavigation().state === 'submitting';
  const Icon = ICONS[outcome];
  const asks = outcome === 'confirm' || outcome === 'unsubscribe';
  return (
    <Container className="py-12 sm:py-24">
      <div
        data-testid={`alert-${outcome}`}
        className="mx-auto flex max-w-lg flex-col items-center rounded-2xl bg-white p-6 text-center shadow-card ring-1 ring-stone-900/5 sm:p-10"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-balance text-brand-950">
          {t(`alerts.${outcome}_title`)}
        </h1>
        <p className="mt-3 text-stone-600">{t(`alerts.${outcome}_text`)}</p>
        {asks ? (
          <Form method="post" className="mt-7 w-full sm:w-auto">
            <button
              type="submit"
              disabled={busy}
              className={buttonClasses({
                variant: outcome === 'confirm' ? 'primary' : 'outline',
                className: 'w-full whitespace-normal sm:w-auto',
              })}
            >
              {busy ? t('alerts.sending') : t(`alerts.${outcome}_button`)}
            </button>
          </Form>
        ) : (
          <Link
            to={searchHref ?? '/properties/both'}
            className={buttonClasses({ className: 'mt-7' })}
          >
            {searchHref ? t('alerts.see_search') : t('favorites.browse')}
          </Link>
        )}
      </div>
    </Container>
  );
}
