// /alerts/new when the server cannot send e-mail: the search is offered to be saved on the device
// instead (saved-searches.ts). Saving needs the page's script (localStorage); before it, or
// without it, the page says so and the link back to the results is the one to bookmark.
import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import type { ListingKind } from '../../../common/search-query.ts';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { SAVED_SEARCHES_HREF } from './alert-signup.ts';
import { isSearchSaved, saveSearch, useSavedSearches } from './saved-searches.ts';

export function SaveSearchOnDevice({ kind, query }: { kind: ListingKind; query: string }) {
  const { t } = useTranslation('visits');
  const saved = isSearchSaved(useSavedSearches(), { kind, query });
  return (
    <div data-testid="save-on-device">
      <BookmarkPlus className="mt-6 size-9 text-brand-700" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-extrabold text-brand-950">
        {t('saved_searches.no_mail_title')}
      </h1>
      <p className="mt-2 text-sm text-stone-600">{t('saved_searches.no_mail_text')}</p>
      <noscript>
        <p className="mt-3 text-sm font-medium text-stone-800">
          {t('saved_searches.no_mail_script')}
        </p>
      </noscript>
      <p role="status" className="mt-4 text-sm font-medium text-brand-800 empty:hidden">
        {saved ? t('saved_searches.toast') : ''}
      </p>
      {saved ? (
        <Link to={SAVED_SEARCHES_HREF} className={buttonClasses({ className: 'mt-6 w-full' })}>
          <BookmarkCheck className="size-5" aria-hidden="true" />
          {t('saved_searches.title')}
        </Link>
      ) : (
        <Button type="button" className="mt-6 w-full" onClick={() => saveSearch(kind, query)}>
          <BookmarkPlus className="size-5" aria-hidden="true" />
          {t('saved_searches.save')}
        </Button>
      )}
    </div>
  );
}
