import { BULK_LOADS_MAX, type EquipmentType, type LoadInput } from '@freight/contracts';
import { typedNumberText } from '@freight/i18n';
import { BULK_COLUMNS, checkRow, normaliseHeader, REQUIRED_COLUMNS, rowToLoad, type BulkColumn, type RowCells, type RowErrors } from './columns';

/**
 * Reading an uploaded file in the browser: CSV with papaparse, XLSX (its first sheet) with read-excel-file. Both are
 * loaded only when a file is read (dynamic imports: their chunks weigh on no other screen).
 */

export type Cell = string | number | boolean | Date | null | undefined;

/** One row of the file, checked: its cells as typed, its mistakes, and the load it makes when it has none. */
export interface BulkRow {
  /** The row's number under the header (1 = the first load), as the user counts them in the file. */
  line: number;
  cells: RowCells;
  errors: RowErrors;
  load?: LoadInput;
}

export interface ParsedFile {
  name: string;
  rows: BulkRow[];
  /** Problems with the file as a whole: translation keys with their values. */
  problems: Array<{ key: string; values?: Record<string, string | number> }>;
}

/** The problem of a file without every required column: its rows are not read at all. */
export const MISSING_COLUMNS_PROBLEM = 'loads:bulk.file.missingColumns';

export class UnsupportedFileError extends Error {
  override name = 'UnsupportedFileError';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A cell as text; a spreadsheet date is its wall-clock time (`YYYY-MM-DD HH:mm`, Excel dates have no zone), a number
 * is written in the reader's language.
 */
export function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())} ${pad(cell.getUTCHours())}:${pad(cell.getUTCMinutes())}`;
  }
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
  // A spreadsheet number is read back as typed in the reader's language (fr "1795,125", not "1795.125").
  if (typeof cell === 'number') return typedNumberText(cell);
  return String(cell);
}

/** The file's text (FileReader: every browser, and jsdom, has it). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** The file's bytes (FileReader, as above). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

const kindOf = (name: string) => (/\.xlsx$/i.test(name) ? 'xlsx' : /\.(csv|txt)$/i.test(name) ? 'csv' : undefined);

/** The table of a file (header row first), as text cells. */
export async function readTable(file: File): Promise<string[][]> {
  const kind = kindOf(file.name);
  if (kind === 'xlsx') {
    const { readSheet } = await import('read-excel-file/browser');
    const data = (await readSheet(await readBytes(file))) as unknown as Cell[][];
    return data.map((row) => row.map(cellText));
  }
  if (kind === 'csv') {
    const { default: Papa } = await import('papaparse');
    const text = await readText(file);
    const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    return result.data.map((row) => row.map((cell) => cellText(cell)));
  }
  throw new UnsupportedFileError(file.name);
}

/** The rows of a table, each checked; the problems of the file (missing columns, no rows, too many rows). */
export function tableToRows(name: string, table: string[][], equipment: readonly EquipmentType[]): ParsedFile {
  const [header = [], ...body] = table;
  const columns = header.map(normaliseHeader);
  const problems: ParsedFile['problems'] = [];
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) problems.push({ key: MISSING_COLUMNS_PROBLEM, values: { columns: missing.join(', ') } });
  const unknown = columns.filter((column) => column && !(BULK_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) problems.push({ key: 'loads:bulk.file.unknownColumns', values: { columns: unknown.join(', ') } });
  const filled = body.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) problems.push({ key: 'loads:bulk.file.noRows' });
  if (filled.length > BULK_LOADS_MAX) problems.push({ key: 'loads:bulk.file.tooManyRows', values: { count: filled.length, max: BULK_LOADS_MAX } });
  if (missing.length > 0) return { name, rows: [], problems };

  const rows = filled.slice(0, BULK_LOADS_MAX).map((cells, index): BulkRow => {
    const record = Object.fromEntries(BULK_COLUMNS.map((column) => [column, ''])) as RowCells;
    columns.forEach((column, position) => {
      if ((BULK_COLUMNS as readonly string[]).includes(column)) record[column as BulkColumn] = (cells[position] ?? '').trim();
    });
    return checkedRow(index + 1, record, equipment);
  });
  return { name, rows, problems };
}

/** A row with its check done again (after an edit of a cell). */
export function checkedRow(line: number, cells: RowCells, equipment: readonly EquipmentType[]): BulkRow {
  const errors = checkRow(cells, equipment);
  return Object.keys(errors).length > 0 ? { line, cells, errors } : { line, cells, errors, load: rowToLoad(cells, equipment) };
}

/** Reads and checks a file. */
export async function parseFile(file: File, equipment: readonly EquipmentType[]): Promise<ParsedFile> {
  return tableToRows(file.name, await readTable(file), equipment);
}
