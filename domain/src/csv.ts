/**
 * CSV for French spreadsheets (the hygiene logs' exports in the browser, the payroll export at the
 * api): Excel in a French locale splits columns on ';' (',' is the decimal
 * separator) and reads a file as UTF-8 only when it starts with a byte-order mark, so accents
 * survive a double-click. Every cell is quoted, so separators, quotes and line breaks in the data
 * never shift a column.
 */

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  /** The cell as the page shows it (already formatted: dates, temperatures, labels). */
  value: (row: T) => CsvValue;
}

export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';
export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';

const quote = (value: CsvValue): string =>
  `"${value === null || value === undefined ? '' : String(value).replace(/"/g, '""')}"`;

/** The whole file's text, BOM first, CRLF line ends (what Excel writes). */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => quote(column.header)),
    ...rows.map((row) => columns.map((column) => quote(column.value(row)))),
  ];
  return CSV_BOM + lines.map((cells) => cells.join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}
