// A server-sorted, server-paged table (TanStack Table): a column's `meta.sort` names the API's
// order_by values for it; clicking the header cycles descending / ascending / default. On a phone
// the rows are shown as cards (renderCard) instead of a table too wide for the screen.
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    sort?: { asc?: string; desc?: string };
    className?: string;
  }
}

interface DataTableProps<T> {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  order: string;
  onOrder: (order: string | null) => void;
  caption: string;
  renderCard?: (row: T) => ReactNode;
  getRowId: (row: T) => string;
  empty: ReactNode;
  busy?: boolean;
}

export function DataTable<T>({
  data,
  columns,
  order,
  onOrder,
  caption,
  renderCard,
  getRowId,
  empty,
  busy = false,
}: DataTableProps<T>) {
  const sorting: SortingState = [];
  for (const column of columns) {
    const sort = column.meta?.sort;
    if (!sort || !column.id) continue;
    if (sort.desc === order) sorting.push({ id: column.id, desc: true });
    else if (sort.asc === order) sorting.push({ id: column.id, desc: false });
  }

  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    state: { sorting },
  });

  // Columns have no accessor (the server sorts), so the cycle is ours: first direction
  // (descending for figures and dates), the other one, then the default order.
  function cycle(column: ColumnDef<T, unknown>) {
    const sort = column.meta?.sort;
    if (!sort) return;
    const first = column.sortDescFirst === false ? sort.asc : (sort.desc ?? sort.asc);
    const second = first === sort.asc ? sort.desc : sort.asc;
    if (order === first && second) onOrder(second);
    else if (order === first || order === second) onOrder(null);
    else onOrder(first ?? null);
  }

  const rows = table.getRowModel().rows;
  return (
    <div aria-busy={busy || undefined} className={busy ? 'opacity-60 transition-opacity' : ''}>
      {rows.length === 0 ? (
        <div className="px-4 py-12 text-center text-sm text-slate-600">{empty}</div>
      ) : (
        <>
          {renderCard && (
            <ul className="divide-y divide-slate-200 md:hidden">
              {rows.map((row) => (
                <li key={row.id}>{renderCard(row.original)}</li>
              ))}
            </ul>
          )}
          <div className={`relative overflow-x-auto ${renderCard ? 'hidden md:block' : ''}`}>
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => {
                      const meta = header.column.columnDef.meta;
                      const sortable = Boolean(meta?.sort);
                      const direction = header.column.getIsSorted();
                      const label = flexRender(header.column.columnDef.header, header.getContext());
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          aria-sort={
                            direction === 'asc'
                              ? 'ascending'
                              : direction === 'desc'
                                ? 'descending'
                                : undefined
                          }
                          className={`border-b border-slate-200 px-3 py-2.5 whitespace-nowrap ${meta?.className?.includes('text-center') ? '' : 'text-start'} ${meta?.className ?? ''}`}
                        >
                          {sortable ? (
                            <button
                              type="button"
                              onClick={() => cycle(header.column.columnDef)}
                              className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900"
                              title="Trier"
                            >
                              {label}
                              {direction === 'asc' ? (
                                <ArrowUp aria-hidden className="size-3.5" />
                              ) : direction === 'desc' ? (
                                <ArrowDown aria-hidden className="size-3.5" />
                              ) : (
                                <ArrowUpDown aria-hidden className="size-3.5 opacity-40" />
                              )}
                            </button>
                          ) : (
                            label
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} className="hover:bg-slate-50/70">
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={`px-3 py-2 align-middle ${cell.column.columnDef.meta?.className ?? ''}`}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
