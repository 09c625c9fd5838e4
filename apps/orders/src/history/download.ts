import { saveBlob } from '@freight/ui';

/**
 * Saves text the page made (a CSV export) as a file the browser downloads. The UTF-8 byte-order mark makes
 * spreadsheet programs read accented names right.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob(['\uFEFF', text], { type }), fileName);
}
