// The rows of an import preview (decision 0041): what each row will do, or its errors with the
// column at fault, 50 rows a page, with a switch to the rows in error only.
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type {
  TImportPreview,
  TImportPreviewRow,
} from '../../../../common/schemas/admin-property-io.ts';
import { Pager } from '../../../ui/pager.tsx';
import { DataTable } from '../list/data-table.tsx';
import { PAGER_LABELS } from '../list/pager-labels.ts';

const PAGE = 50;

function actionText(row: TImportPreviewRow): string {
  return row.action === 'create' ? 'Création' : `Modification du n° ${row.property_id}`;
}

function Outcome({ row }: { row: TImportPreviewRow }) {
  if (row.errors.length === 0) {
    return (
      <span className="text-emerald-800">
        Prêt
        {row.image_urls.length > 0 &&
          ` · ${row.image_urls.length} photo${row.image_urls.length > 1 ? 's' : ''} par adresse`}
      </span>
    );
  }
  return (
    <ul className="space-y-0.5 text-red-800">
      {row.errors.map((error, index) => (
        <li key={index}>
          {error.column && <code className="font-mono text-xs">{error.column}</code>}
          {error.column && ' : '}
          {error.message}
        </li>
      ))}
    </ul>
  );
}

const columns: ColumnDef<TImportPreviewRow, unknown>[] = [
  { id: 'line', header: 'Ligne', cell: ({ row }) => row.original.line },
  { id: 'action', header: 'Action', cell: ({ row }) => actionText(row.original) },
  { id: 'name', header: 'Titre', cell: ({ row }) => row.original.name_fr || '—' },
  { id: 'outcome', header: 'Résultat', cell: ({ row }) => <Outcome row={row.original} /> },
];

function RowCard({ row }: { row: TImportPreviewRow }) {
  return (
    <div className="space-y-1 p-3 text-sm">
      <p className="font-medium text-slate-900">
        Ligne {row.line} · {actionText(row)}
      </p>
      <p className="text-slate-700">{row.name_fr || '—'}</p>
      <Outcome row={row} />
    </div>
  );
}

export function ImportPreviewTable({ preview }: { preview: TImportPreview }) {
  const [errorsOnly, setErrorsOnly] = useState(preview.error_count > 0);
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () =>
      (errorsOnly ? preview.rows.filter((row) => row.errors.length > 0) : preview.rows)
        .slice()
        .sort((a, b) => a.line - b.line),
    [preview.rows, errorsOnly],
  );
  const shown = rows.slice((page - 1) * PAGE, page * PAGE);
  const listed = preview.rows.length < preview.total_rows;
  return (
    <div className="border-t border-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2 p-3 sm:px-4">
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={errorsOnly}
            onChange={(event) => {
              setErrorsOnly(event.target.checked);
              setPage(1);
            }}
          />
          Lignes en erreur seulement
        </label>
        {listed && (
          <span className="text-xs text-slate-500">
            Les {preview.rows.length.toLocaleString('fr-FR')} premières lignes (erreurs d’abord).
          </span>
        )}
      </div>
      <DataTable
        data={shown}
        columns={columns}
        getRowId={(row) => String(row.line)}
        order=""
        onOrder={() => {}}
        caption="Aperçu de l’import, ligne par ligne"
        renderCard={(row) => <RowCard row={row} />}
        empty="Aucune ligne à afficher."
      />
      {rows.length > PAGE && (
        <div className="border-t border-slate-200 p-3 sm:px-4">
          <Pager
            page={page}
            limit={PAGE}
            total={rows.length}
            onPage={setPage}
            labels={PAGER_LABELS}
          />
        </div>
      )}
    </div>
  );
}
