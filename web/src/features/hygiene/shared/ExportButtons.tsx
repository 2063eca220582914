import { useState } from 'react';
import type { DayRange } from '@bo/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useSession } from '../../../app/session.tsx';
import { CSV_MIME_TYPE, downloadBlob, toCsv, type CsvColumn } from '../../../lib/csv.ts';
import { useToast } from '../../../ui/useToast.tsx';
import { SHARED_MESSAGES as M } from './messages.ts';
import { fetchFile, HYGIENE_REPORT_PATH } from './rest.ts';

export interface CsvExport<T> {
  /** Without the extension: e.g. `temperatures-la-table-2026-03-01-2026-03-07`. */
  filename: string;
  columns: readonly CsvColumn<T>[];
  /**
   * The rows, in the table's order: those loaded, or, for a list read by pages, a loader of every
   * row of its filter (ui/list/fetchAllPages): the file never holds only the page on screen.
   */
  rows: readonly T[] | (() => Promise<readonly T[]>);
}

interface ExportButtonsProps<T> {
  restaurantId: string;
  /** The page's period (the PeriodPicker's value): the report covers the same days. */
  range: DayRange;
  csv: CsvExport<T>;
  disabled?: boolean;
}

/** The report's address for a restaurant and period (days in the restaurant's time zone). */
export const hygieneReportPath = (restaurantId: string, range: DayRange) =>
  `${HYGIENE_REPORT_PATH}?${new URLSearchParams({ restaurantId, from: range.from, to: range.to })}`;

/**
 * A hygiene page's exports: its table as CSV (built here from the rows already loaded, so it is
 * exactly what the user sees) and the restaurant's inspection report for the period, a PDF of
 * every log that the api generates.
 */
export function ExportButtons<T>({
  restaurantId,
  range,
  csv,
  disabled = false,
}: ExportButtonsProps<T>) {
  const { token } = useSession();
  const { show, toast } = useToast();
  const [generating, setGenerating] = useState(false);
  const [reading, setReading] = useState(false);

  const exportCsv = async () => {
    setReading(true);
    try {
      const rows = typeof csv.rows === 'function' ? await csv.rows() : csv.rows;
      const text = toCsv(csv.columns, rows);
      downloadBlob(new Blob([text], { type: CSV_MIME_TYPE }), `${csv.filename}.csv`);
    } catch (failure) {
      console.error('[hygiene] CSV export failed', failure);
      show(M.exportCsvFailed, 'error');
    } finally {
      setReading(false);
    }
  };

  const exportPdf = async () => {
    setGenerating(true);
    try {
      const { blob, filename } = await fetchFile(
        hygieneReportPath(restaurantId, range),
        token,
        `rapport-hygiene-${range.from}-${range.to}.pdf`,
        M.exportPdfFailed,
      );
      downloadBlob(blob, filename);
    } catch (failure) {
      show(failure instanceof Error ? failure.message : M.exportPdfFailed, 'error');
    } finally {
      setGenerating(false);
    }
  };

  return (
    // useFlexGap: a wrapped button starts its line at the edge, not one gap in.
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={reading ? <CircularProgress size={16} /> : <FileDownloadOutlined />}
        onClick={() => void exportCsv()}
        disabled={disabled || reading}
      >
        {M.exportCsv}
      </Button>
      <Button
        variant="outlined"
        startIcon={generating ? <CircularProgress size={16} /> : <PictureAsPdfOutlined />}
        onClick={() => void exportPdf()}
        disabled={disabled || generating}
      >
        {M.exportPdf}
      </Button>
      {toast}
    </Stack>
  );
}
