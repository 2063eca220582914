/**
 * CSV for French spreadsheets: the rules live in the domain (the api writes the payroll export
 * with them too); the browser adds the download.
 */
export { CSV_BOM, CSV_MIME_TYPE, CSV_SEPARATOR, toCsv } from '@bo/domain';
export type { CsvColumn, CsvValue } from '@bo/domain';

/** Hands a blob to the browser as a download named `filename`. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
