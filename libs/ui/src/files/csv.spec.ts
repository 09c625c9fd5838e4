import Papa from 'papaparse';
import { csvText, saveTextFile } from './csv';

jest.mock('./saveBlob', () => ({ saveBlob: jest.fn() }));
const { saveBlob } = jest.requireMock('./saveBlob') as { saveBlob: jest.Mock };

describe('the kit CSV writer', () => {
  it('writes the header and the rows with CRLF line ends, quoting what needs it', async () => {
    const text = await csvText(
      ['Name', 'Amount'],
      [
        ['Acme, Inc.', '12.50'],
        ['Line\nbreak "quoted"', '7.00'],
      ],
    );
    expect(text.split('\r\n')[0]).toBe('Name,Amount');
    expect(text).toContain('"Acme, Inc.",12.50');
    expect(Papa.parse<string[]>(text, { skipEmptyLines: true }).data).toEqual([
      ['Name', 'Amount'],
      ['Acme, Inc.', '12.50'],
      ['Line\nbreak "quoted"', '7.00'],
    ]);
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const text = await csvText(['Name'], [['=HYPERLINK("x")']]);
    const [, row] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(row![0]!.startsWith("'")).toBe(true);
  });

  it('saves the text as a UTF-8 CSV file with a byte-order mark', async () => {
    saveTextFile('report.csv', 'a,b');
    expect(saveBlob).toHaveBeenCalledTimes(1);
    const [blob, name] = saveBlob.mock.calls[0] as [Blob, string];
    expect(name).toBe('report.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const read = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blob);
    });
    // FileReader drops the byte-order mark when it decodes: the size tells it is there (3 bytes + "a,b").
    expect(read).toBe('a,b');
    expect(blob.size).toBe(6);
  });
});
