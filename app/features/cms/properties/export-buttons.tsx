// « Exporter » on the properties table: the rows the current filters select, as CSV or XLSX
// (decision 0041). The download goes through the API with the session's token.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TIoFormat } from '../../../../common/schemas/admin-property-io.ts';
import { button } from '../styles.ts';
import { exportProperties } from './io-api.ts';

const small = `${button.secondary} !px-3`;

export function ExportButtons({ filters }: { filters: Record<string, string> }) {
  const [busy, setBusy] = useState<TIoFormat | null>(null);
  const run = async (format: TIoFormat) => {
    setBusy(format);
    try {
      await exportProperties(format, filters);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export impossible.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label="Exporter les biens filtrés" className="flex items-center gap-1">
      <Download aria-hidden className="size-4 text-slate-500" />
      <span className="text-sm text-slate-700">Exporter</span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className={small}
          disabled={busy !== null}
          aria-busy={busy === format}
          aria-label={`Exporter en ${format.toUpperCase()}`}
          onClick={() => void run(format)}
        >
          {busy === format ? '…' : format.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
