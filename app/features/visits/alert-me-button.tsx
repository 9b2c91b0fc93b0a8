// "Alert me" on a list page. The dialog (alert-dialog.tsx, with Radix Dialog) is fetched the
// first time the button is pointed at, focused or pressed: no list page loads it up front.
import { Bell } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingKind, SearchState } from '../../../common/search-query.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { useInterest } from '../../ui/use-interest.ts';

const AlertDialog = lazy(() => import('./alert-dialog.tsx'));

export function AlertMeButton(props: { kind: ListingKind; state: SearchState; language: string }) {
  const { t } = useTranslation('visits');
  const [open, setOpen] = useState(false);
  const interest = useInterest();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="alert-me"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...interest.handlers}
        onClick={() => {
          interest.show();
          setOpen(true);
        }}
        className={buttonClasses({ variant: 'outline', className: 'h-11 px-3 sm:px-4' })}
      >
        <Bell className="size-4.5" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('alerts.open')}</span>
      </button>
      {interest.wanted && (
        <Suspense fallback={null}>
          <AlertDialog {...props} open={open} setOpen={setOpen} button={button} />
        </Suspense>
      )}
    </>
  );
}
