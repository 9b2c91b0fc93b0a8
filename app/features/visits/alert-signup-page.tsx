// /alerts/new: the "Alert me" form as a page of its own, posted to the page's action (the list
// page's button leads here before its script runs; alert-signup.ts). Same texts as the dialog.
// Without e-mail on the server, the page offers to save the search on the device instead.
import { ArrowLeft, BellRing, MailCheck } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import type { ListingKind } from '../../../common/search-query.ts';
import type { AlertSignupAnswer } from './alert-signup.ts';
import { AlertEmailField, AlertFrequencyChoice } from './alert-fields.tsx';
import { SaveSearchOnDevice } from './save-search-on-device.tsx';

const ERROR_KEYS = {
  invalid_email: 'alerts.invalid_email',
  too_many: 'alerts.too_many',
  error: 'alerts.error',
} as const;

export function AlertSignupPage({
  search,
  searchHref,
  mailEnabled,
  answer,
}: {
  search: { kind: ListingKind; query: string };
  searchHref: string;
  mailEnabled: boolean;
  answer: AlertSignupAnswer | undefined;
}) {
  const { t } = useTranslation('visits');
  const id = useId();
  const error = answer && answer.status !== 'sent' ? t(ERROR_KEYS[answer.status]) : undefined;
  const frequency = answer && answer.status !== 'sent' ? answer.frequency : 'daily';
  const back = (
    <Link
      to={searchHref}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('alerts.back_to_search')}
    </Link>
  );

  return (
    <Container className="py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-card ring-1 ring-stone-900/5 sm:p-8">
        {back}
        {!mailEnabled ? (
          <SaveSearchOnDevice kind={search.kind} query={search.query} />
        ) : answer?.status === 'sent' ? (
          <div role="status" data-testid="alert-sent" className="mt-6">
            <MailCheck className="size-10 text-brand-700" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-extrabold text-brand-950">
              {t('alerts.success_title')}
            </h1>
            <p className="mt-3 text-stone-700">
              <Trans
                t={t}
                i18nKey="alerts.success"
                values={{ email: answer.email }}
                components={{ email: <bdi dir="ltr" className="font-semibold" /> }}
              />
            </p>
            <Link to={searchHref} className={buttonClasses({ className: 'mt-6 w-full' })}>
              {t('alerts.back_to_search')}
            </Link>
          </div>
        ) : (
          <>
            <BellRing className="mt-6 size-9 text-brand-700" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-extrabold text-brand-950">{t('alerts.title')}</h1>
            <p className="mt-2 text-sm text-stone-600">{t('alerts.lead')}</p>
            <form method="post" noValidate data-testid="alert-signup-form" className="mt-5">
              <AlertEmailField
                id={id}
                defaultValue={answer?.email ?? ''}
                invalid={answer?.status === 'invalid_email'}
                hasError={Boolean(error)}
              />
              <AlertFrequencyChoice selected={frequency} />
              {/* Honeypot for bots, out of sight and out of the tab order. */}
              <div
                aria-hidden="true"
                className="absolute size-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]"
              >
                <input name="website" tabIndex={-1} autoComplete="off" />
              </div>
              {error && (
                <p
                  id={`${id}-error`}
                  role="alert"
                  className="mt-4 text-sm font-medium text-red-700"
                >
                  {error}
                </p>
              )}
              <Button type="submit" className="mt-6 w-full" data-testid="alert-submit">
                {t('alerts.submit')}
              </Button>
              <p className="mt-3 text-xs text-stone-500">{t('alerts.privacy')}</p>
            </form>
          </>
        )}
      </div>
    </Container>
  );
}
