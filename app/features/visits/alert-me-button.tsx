// "Alert me" on a list page. The dialog (alert-dialog.tsx, with Radix Dialog) is fetched the
// first time the button is pointed at, focused or pressed: no list page loads it up front.
// It is a link to the sign-up page (/alerts/new, with the search) that the script turns into
// the dialog's button: before the page is hydrated, a tap still leads to a form that works.
import { Bell } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { ListingKind, SearchState } from '../../../common/search-query.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { useInterest } from '../../ui/use-interest.ts';
import { alertSignupHref } from './alert-signup.ts';

const AlertDialog = lazy(() => import('./alert-dialog.tsx'));

export function AlertMeButton(props: { kind: ListingKind; state: SearchState; language: string }) {
  const { t } = useTranslation('visits');
  const [open, setOpen] = useState(false);
  const interest = useInterest();
  const button = useRef<HTMLAnchorElement>(null);
  const openDialog = () => {
    interest.show();
    setOpen(true);
  };
  return (
    <>
      <a
        ref={button}
        href={alertSignupHref(props.kind, props.state, props.language)}
        role="button"
        data-testid="alert-me"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...interest.handlers}
        onClick={(event) => {
          // A new tab or window (modifier keys) still gets the sign-up page.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          openDialog();
        }}
        onKeyDown={(event) => {
          // A button answers the space bar too (a link only Enter).
          if (event.key !== ' ') return;
          event.preventDefault();
          openDialog();
        }}
        className={buttonClasses({ variant: 'outline', className: 'h-11 px-3 sm:px-4' })}
      >
        <Bell className="size-4.5" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('alerts.open')}</span>
      </a>
      {interest.wanted && (
        <Suspense fallback={null}>
          <AlertDialog {...props} open={open} setOpen={setOpen} button={button} />
        </Suspense>
      )}
    </>
  );
}
