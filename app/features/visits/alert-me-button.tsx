// "Alert me" on a list page. A press saves the search on the device (saved-searches.ts, listed
// on the favourites page); when the server can send e-mail it also opens the dialog offering
// the e-mail alert (alert-dialog.tsx, with Radix Dialog), fetched the first time the button is
// pointed at, focused or pressed: no list page loads it up front. Without e-mail the button says
// "Save search" and, once saved, leads to the saved searches.
// It is a link to the sign-up page (/alerts/new, with the search) that the script turns into
// the button: before the page is hydrated, a tap still leads to a page that works.
import { Bell } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { toSearchQuery, type ListingKind, type SearchState } from '../../../common/search-query.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { useInterest } from '../../ui/use-interest.ts';
import { SAVED_SEARCHES_HREF, alertSignupHref } from './alert-signup.ts';

const AlertDialog = lazy(() => import('./alert-dialog.tsx'));

/** How long the "saved" notice stays on screen. */
const TOAST_MS = 6000;

export function AlertMeButton(props: {
  kind: ListingKind;
  state: SearchState;
  language: string;
  /** Whether the server can send e-mail: then the e-mail alert is offered too. */
  mailEnabled: boolean;
}) {
  const { kind, state, language, mailEnabled } = props;
  const { t } = useTranslation('visits');
  const [open, setOpen] = useState(false);
  // The search this page saved (kind and query): the device's list itself is read only where it
  // is shown (the favourites page), so the list pages do not load it up front.
  const [savedSearch, setSavedSearch] = useState<string | null>(null);
  const interest = useInterest();
  const button = useRef<HTMLAnchorElement>(null);
  const query = toSearchQuery({ ...state, page: 1 }).toString();
  const search = `${kind}?${query}`;
  // Without e-mail a saved search has nothing more to do here: the button leads to the list.
  const done = !mailEnabled && savedSearch === search;
  // The notice shows for a few seconds after the press (the button stays "saved").
  const [toast, setToast] = useState(false);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(false), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  const press = () => {
    void import('./saved-searches.ts').then(({ saveSearch }) => {
      saveSearch(kind, query);
      setSavedSearch(search);
      if (!mailEnabled) setToast(true);
    });
    if (!mailEnabled) return;
    interest.show();
    setOpen(true);
  };
  const label = mailEnabled
    ? t('alerts.open')
    : done
      ? t('saved_searches.saved')
      : t('saved_searches.save');
  return (
    <>
      <a
        ref={button}
        href={done ? SAVED_SEARCHES_HREF : alertSignupHref(kind, state, language)}
        role={done ? undefined : 'button'}
        data-testid="alert-me"
        aria-haspopup={mailEnabled ? 'dialog' : undefined}
        aria-expanded={mailEnabled ? open : undefined}
        {...(mailEnabled ? interest.handlers : {})}
        onClick={(event) => {
          // A new tab or window (modifier keys) still gets the page; a saved search its list.
          if (done || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
            return;
          event.preventDefault();
          press();
        }}
        onKeyDown={(event) => {
          // A button answers the space bar too (a link only Enter).
          if (done || event.key !== ' ') return;
          event.preventDefault();
          press();
        }}
        className={buttonClasses({
          variant: done ? 'primary' : 'outline',
          className: 'h-11 px-3 sm:px-4',
        })}
      >
        <Bell className="size-4.5" aria-hidden="true" />
        <span className="max-sm:sr-only">{label}</span>
      </a>
      {/* Says what the press did, to the eye and to screen readers: the search is on this device
          now. With e-mail the dialog says it. */}
      <p
        role="status"
        data-testid="saved-search-toast"
        className={
          toast
            ? 'fixed inset-x-4 bottom-24 z-50 mx-auto max-w-sm rounded-xl bg-brand-950 px-4 py-3 text-center text-sm font-medium text-white shadow-lg'
            : 'sr-only'
        }
      >
        {toast ? t('saved_searches.toast') : ''}
      </p>
      {mailEnabled && interest.wanted && (
        <Suspense fallback={null}>
          <AlertDialog
            kind={kind}
            state={state}
            language={language}
            open={open}
            setOpen={setOpen}
            button={button}
          />
        </Suspense>
      )}
    </>
  );
}
