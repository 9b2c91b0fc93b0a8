// The pager under a paged back-office list: page and page size live in the address (?page=,
// ?limit=), the defaults (page 1, 20 rows) left out so the address stays short.
import { Pager } from '../../../ui/pager.tsx';
import { PAGER_LABELS } from './pager-labels.ts';
import type { useListParams } from './use-list-params.ts';

export const DEFAULT_LIMIT = 20;

export function ListPager({
  list,
  update,
}: {
  list: { page: number; limit: number; total: number };
  update: ReturnType<typeof useListParams>['update'];
}) {
  return (
    <div className="border-t border-slate-200 p-3 sm:px-4">
      <Pager
        page={list.page}
        limit={list.limit}
        total={list.total}
        onPage={(page) => update({ page: page > 1 ? page : null }, { keepPage: true })}
        onLimit={(limit) => update({ limit: limit === DEFAULT_LIMIT ? null : limit })}
        labels={PAGER_LABELS}
      />
    </div>
  );
}
