// The pager's texts in the back-office.
import { formatNumber } from '../../../../common/money.ts';
import type { PagerLabels } from '../../../ui/pager.tsx';

export const PAGER_LABELS: PagerLabels = {
  range: (from, to, total) =>
    total === 0
      ? 'Aucun résultat'
      : `${formatNumber(from, 'fr')}–${formatNumber(to, 'fr')} sur ${formatNumber(total, 'fr')}`,
  previous: 'Page précédente',
  next: 'Page suivante',
  pageSize: 'Par page',
  navigation: 'Pagination',
};
