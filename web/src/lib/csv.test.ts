import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv, type CsvColumn } from './csv.ts';

interface Row {
  name: string;
  temperature: number | null;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Équipement', value: (row) => row.name },
  { header: 'Température', value: (row) => row.temperature },
];

describe('toCsv', () => {
  it('starts with a BOM, separates with ; and quotes every cell', () => {
    const text = toCsv(columns, [{ name: 'Chambre froide', temperature: 3.5 }]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.slice(1)).toBe('"Équipement";"Température"\r\n"Chambre froide";"3.5"\r\n');
  });

  it('escapes quotes and keeps separators and line breaks inside a cell', () => {
    const text = toCsv(columns, [{ name: 'Frigo "bar"; côté\nsalle', temperature: null }]);
    expect(text.slice(1).split('\r\n')[1]).toBe('"Frigo ""bar""; côté\nsalle";""');
  });

  it('writes the header alone for no rows', () => {
    expect(toCsv(columns, [])).toBe(`${CSV_BOM}"Équipement";"Température"\r\n`);
  });
});
