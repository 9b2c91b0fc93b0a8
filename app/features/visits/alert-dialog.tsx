// The "Alert me" dialog of a list page (its button: alert-me-button.tsx, which fetches this
// module when first wanted and has already saved the search on the device): saves the current
// search on the server with an e-mail address and a frequency.
// The server sends a confirmation link first (double opt-in); the dialog says so.
import { LoaderCircle, MailCheck, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useLayoutEffect, useState, type RefObject } from 'react';
import { Trans, useTranslation } from '../../i18n/react.tsx';
import { toSearchQuery, type ListingKind, type SearchState } from '../../../common/search-query.ts';
import type { TAlertFrequency } from '../../../common/schemas/return-visits.ts';
import { apiErrorKey, errorCodeOf } from '../../i18n/api-error.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { AlertEmailField, AlertFrequencyChoice } from './alert-fields.tsx';
import { alertSignupHref } from './alert-signup.ts';

type Phase =
  { name: 'editing'; error?: string } | { name: 'sending' } | { name: 'sent'; email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export default function AlertDialog({
  kind,
  state,
  language,
  open,
  setOpen,
  button,
}: {
  kind: ListingKind;
  state: SearchState;
  language: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opens it, which gets the focus back when it closes. */
  button: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('visits');
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<TAlertFrequency>('daily');
  const [phase, setPhase] = useState<Phase>({ name: 'editing' });
  const id = useId();

  // Opened again after a subscription: a new form (before the dialog is painted).
  useLayoutEffect(() => {
    if (open) setPhase((current) => (current.name === 'sent' ? { name: 'editing' } : current));
  }, [open]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setPhase({ name: 'editing', error: t('alerts.invalid_email') });
      return;
    }
    setPhase({ name: 'sending' });
    const query = toSearchQuery({ ...state, page: 1 }).toString();
    try {
      const response = await fetch('/api/saved-searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, query, kind, frequency, locale: language }),
      });
      if (response.status === 400) {
        setPhase({ name: 'editing', error: t('alerts.invalid_email') });
        return;
      }
      if (response.status === 429) {
        // This address's daily count, or this client's rate: the answer's code says which.
        const code = await errorCodeOf(response);
        setPhase({ name: 'editing', error: t(apiErrorKey(code), { ns: 'common' }) });
        return;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setPhase({ name: 'sent', email: address });
    } catch {
      setPhase({ name: 'editing', error: t('alerts.error') });
    }
  }

  const error = phase.name === 'editing' ? phase.error : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/50" />
        <Dialog.Content
          data-testid="alert-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold text-brand-950">
              {phase.name === 'sent' ? t('alerts.success_title') : t('alerts.title')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('alerts.close')}
              className="-m-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-500 hover:bg-stone-100"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {phase.name === 'sent' ? (
            <div role="status" data-testid="alert-sent" className="mt-4">
              <MailCheck className="size-10 text-brand-700" aria-hidden="true" />
              <Dialog.Description className="mt-3 text-stone-700">
                <Trans
                  t={t}
                  i18nKey="alerts.success"
                  values={{ email: phase.email }}
                  components={{ email: <bdi dir="ltr" className="font-semibold" /> }}
                />
              </Dialog.Description>
              <Dialog.Close className={buttonClasses({ className: 'mt-6 w-full' })}>
                {t('alerts.close')}
              </Dialog.Close>
            </div>
          ) : (
            <form
              // Submitted by script; a native submission would reach the sign-up page's action.
              method="post"
              action={alertSignupHref(kind, state, language)}
              onSubmit={(event) => void submit(event)}
              noValidate
              className="mt-2"
            >
              <Dialog.Description className="text-sm text-stone-600">
                {/* The button saved the search on the device; e-mail is the option on top. */}
                <span
                  className="mb-2 block font-medium text-brand-800"
                  data-testid="saved-on-device"
                >
                  {t('saved_searches.email_option')}
                </span>
                {t('alerts.lead')}
              </Dialog.Description>
              <AlertEmailField
                id={id}
                className="mt-5"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  if (error) setPhase({ name: 'editing' });
                }}
                invalid={Boolean(error)}
                hasError={Boolean(error)}
              />
              <AlertFrequencyChoice selected={frequency} onSelect={setFrequency} />
              {error && (
                <p
                  id={`${id}-error`}
                  role="alert"
                  className="mt-4 text-sm font-medium text-red-700"
                >
                  {error}
                </p>
              )}
              <Button
                type="submit"
                className="mt-6 w-full"
                disabled={phase.name === 'sending'}
                data-testid="alert-submit"
              >
                {phase.name === 'sending' && (
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                )}
                {phase.name === 'sending' ? t('alerts.sending') : t('alerts.submit')}
              </Button>
              <p className="mt-3 text-xs text-stone-500">{t('alerts.privacy')}</p>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
