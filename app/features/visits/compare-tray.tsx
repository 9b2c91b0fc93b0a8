// The link to the compare page, floating at the bottom-start corner of public pages once a
// property is chosen ("Compare (2)"); nothing is drawn before hydration or with an empty list.
// Not on the compare page itself, and never printed.
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react.tsx';
import { compareHref, useComparedIds } from './compare-list.ts';

export function CompareTray() {
  const { t } = useTranslation('visits');
  const ids = useComparedIds();
  const { pathname } = useLocation();
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <Link
      to={compareHref(ids)}
      data-testid="compare-tray"
      className="fixed start-4 bottom-28 z-30 inline-flex h-11 items-center rounded-full bg-brand-800 px-5 text-sm font-bold text-white shadow-lg hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:bottom-6 print:hidden"
    >
      {t('compare.tray', { count: ids.length })}
    </Link>
  );
}
