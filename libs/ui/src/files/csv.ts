import { saveBlob } from './saveBlob';

/**
 * The kit's CSV writer (the order history's and the reports' exports): a header row and rows of plain text cells,
 * CRLF line ends (RFC 4180), papaparse quoting what needs it (a comma, a quote, a line break in a name) and
 * neutralising a cell a spreadsheet would run as a formula ("=cmd|..."). papaparse is loaded on demand, the first
 * time a file is written, so no screen carries it before its user exports.
 */
export async function csvText(fields: readonly string[], rows: readonly (readonly string[])[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse({ fields: [...fields], data: rows.map((row) => [...row]) }, { newline: '\r\n', escapeFormulae: true });
}

/**
 * Saves text the page made (a CSV export) as a file the browser downloads. The UTF-8 byte-order mark makes
 * spreadsheet programs read accented names right.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob(['\uFEFF', text], { type }), fileName);
}
