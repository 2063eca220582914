import { inflateSync } from 'node:zlib';

// pdfkit's built-in fonts write WinAnsi (cp1252) codes: latin1 but for 0x80-0x9f (Node's
// TextDecoder decodes 'windows-1252' as latin1), of which the report uses these.
const CP1252: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—', 0x9c: 'œ', 0x92: '’' };
const winAnsi = {
  decode: (bytes: Buffer) => [...bytes].map((b) => CP1252[b] ?? String.fromCharCode(b)).join(''),
};

/** pdfkit's pages and the text its (deflated) content streams draw, one string per page. */
export function readPdf(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  const pages = raw.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const texts: string[] = [];
  // Each stream is read for the /Length its dictionary gives: its deflated bytes may end with a
  // carriage return, which a search for the 'endstream' line would take as the line's end.
  const streams = /\/Length (\d+)(?! \d+ R)[^]*?>>\s*stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = start + Number(match[1]);
    streams.lastIndex = end;
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw.slice(start, end), 'latin1')).toString('latin1');
    } catch {
      continue; // not a deflated content stream
    }
    const lines: string[] = [];
    for (const array of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
    if (lines.length) texts.push(lines.join('\n'));
  }
  return { pages, text: texts.join('\n') };
}
