import { strToU8, zipSync } from 'fflate';
import type { EquipmentType } from '@freight/contracts';
import { changeLanguage, initI18n } from '@freight/i18n';
import { BULK_COLUMNS, cellOfServerField, checkRow, EXAMPLE_ROW, parseDateTime, rowToLoad, templateCsv, type RowCells } from './columns';
import { cellText, parseFile, readTable, tableToRows, UnsupportedFileError } from './parse-file';

const EQUIPMENT: EquipmentType[] = [
  { _id: 'eq-dry', key: 'dry_van', name: 'Dry Van 53 ft', description: '', maxWeightLbs: 45_000, lengthFt: 53 },
  { _id: 'eq-reefer', key: 'reefer', name: 'Reefer 53 ft', description: '', maxWeightLbs: 43_000, lengthFt: 53 },
];

const cells = (overrides: Partial<RowCells> = {}): RowCells => ({ ...EXAMPLE_ROW, ...overrides });
const csvFile = (text: string, name = 'loads.csv') => new File([text], name, { type: 'text/csv' });
const line = (row: RowCells) => BULK_COLUMNS.map((column) => row[column]).join(',');

describe('the template', () => {
  it('is the header row and an example row that passes every check', async () => {
    const table = await readTable(csvFile(templateCsv()));
    expect(table[0]).toEqual([...BULK_COLUMNS]);
    const parsed = tableToRows('template.csv', table, EQUIPMENT);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.rows[0]!.errors).toEqual({});
    expect(parsed.rows[0]!.load).toMatchObject({
      commodity: 'Bottled water',
      weight: 38_000,
      equipmentTypeId: 'eq-dry',
      isHazmat: false,
      currency: 'USD',
      referenceNumber: 'REF-1001',
      stops: [
        { type: 'pickup', city: 'Dallas', state: 'TX', postalCode: '75201', windowStart: new Date(2027, 2, 1, 8, 0).toISOString() },
        { type: 'delivery', city: 'Houston', windowEnd: new Date(2027, 2, 2, 17, 0).toISOString() },
      ],
    });
  });
});

describe('values', () => {
  it('reads local times, zoned ISO times, and refuses days that do not exist', () => {
    expect(parseDateTime('2027-03-01 08:30')).toBe(new Date(2027, 2, 1, 8, 30).toISOString());
    expect(parseDateTime('2027-03-01T08:30:15')).toBe(new Date(2027, 2, 1, 8, 30, 15).toISOString());
    expect(parseDateTime('2027-03-01T08:30:00Z')).toBe('2027-03-01T08:30:00.000Z');
    expect(parseDateTime('2027-03-01T08:30:00-06:00')).toBe('2027-03-01T14:30:00.000Z');
    expect(parseDateTime('2027-02-30 08:00')).toBeUndefined();
    expect(parseDateTime('03/01/2027')).toBeUndefined();
    expect(parseDateTime('')).toBeUndefined();
  });

  it('turns spreadsheet cells into text: dates by their wall clock, booleans as yes/no', () => {
    expect(cellText(new Date(Date.UTC(2027, 2, 1, 8, 5)))).toBe('2027-03-01 08:05');
    expect(cellText(true)).toBe('yes');
    expect(cellText(38000)).toBe('38000');
    expect(cellText(null)).toBe('');
  });
});

describe('checking a row', () => {
  it('names every bad cell by its column', () => {
    const errors = checkRow(
      cells({
        weight: '0',
        pickup_postal_code: '',
        pickup_end: '2027-03-01 07:00',
        delivery_start: '2027-02-28 09:00',
        equipment: 'spaceship',
        hazmat: 'maybe',
        temperature_min_f: '40',
        temperature_max_f: '30',
        currency: 'EUR',
      }),
      EQUIPMENT,
    );
    expect(errors).toEqual({
      weight: ['loads:bulk.errors.positive'],
      pickup_postal_code: ['loads:bulk.errors.required'],
      pickup_end: ['loads:bulk.errors.endBeforeStart'],
      delivery_start: ['loads:bulk.errors.deliveryBeforePickup'],
      equipment: ['loads:bulk.errors.equipment'],
      hazmat: ['loads:bulk.errors.yesNo'],
      temperature_max_f: ['loads:bulk.errors.temperatureOrder'],
      currency: ['loads:bulk.errors.choice'],
    });
  });

  it("reads the rate as every amount, in the reader's language; a text past its limit says the limit", async () => {
    await initI18n('en');
    expect(checkRow(cells({ rate: '1,795.50' }), EQUIPMENT)).toEqual({});
    expect(rowToLoad(cells({ rate: '1,795.50' }), EQUIPMENT).rate).toBe(1795.5);
    expect(checkRow(cells({ rate: '-5' }), EQUIPMENT)).toEqual({ rate: ['validation.amountNotNegative'] });
    expect(checkRow(cells({ commodity: 'x'.repeat(201) }), EQUIPMENT)).toEqual({ commodity: ['validation.maxLength|{"max":200}'] });
    await changeLanguage('fr');
    try {
      expect(checkRow(cells({ rate: '1 795,50' }), EQUIPMENT)).toEqual({});
      expect(rowToLoad(cells({ rate: '1 795,50' }), EQUIPMENT).rate).toBe(1795.5);
    } finally {
      await changeLanguage('en');
    }
  });

  it("reads every number cell in the reader's language, as amounts are: en and sp '1,795.5', fr '1 795,5'", async () => {
    await initI18n('en');
    try {
      for (const language of ['en', 'sp'] as const) {
        await changeLanguage(language);
        const row = cells({ weight: '1,795.5', pallets: '1,200', pieces: '12,000', temperature_min_f: '-10', temperature_max_f: '35' });
        expect(checkRow(row, EQUIPMENT)).toEqual({});
        expect(rowToLoad(row, EQUIPMENT)).toMatchObject({ weight: 1795.5, pallets: 1200, pieces: 12_000, temperatureMinF: -10, temperatureMaxF: 35 });
        expect(checkRow(cells({ weight: '12kg' }), EQUIPMENT)).toEqual({ weight: ['loads:bulk.errors.number'] });
        expect(cellText(1795.5)).toBe('1795.5');
      }
      await changeLanguage('fr');
      const row = cells({ weight: '1 795,5', pallets: '1\u202f200', pieces: '12 000', temperature_min_f: '-10', temperature_max_f: '35' });
      expect(checkRow(row, EQUIPMENT)).toEqual({});
      expect(rowToLoad(row, EQUIPMENT)).toMatchObject({ weight: 1795.5, pallets: 1200, pieces: 12_000, temperatureMinF: -10, temperatureMaxF: 35 });
      // A spreadsheet's number cell is written so that the same reader reads it back.
      expect(cellText(1795.125)).toBe('1795,125');
      expect(rowToLoad(cells({ weight: cellText(1795.125) }), EQUIPMENT).weight).toBe(1795.125);
      // A decimal comma in fr is no thousands separator: 1,5 pallets is not a whole number.
      expect(checkRow(cells({ pallets: '1,500' }), EQUIPMENT)).toEqual({ pallets: ['loads:bulk.errors.integer'] });
    } finally {
      await changeLanguage('en');
    }
  });

  it('takes equipment by key or name in any case, and fills the defaults of empty optional cells', () => {
    const load = rowToLoad(
      cells({ equipment: 'REEFER 53 FT', weight_unit: '', currency: '', mode: '', hazmat: 'Yes', pallets: '', pickup_country: '' }),
      EQUIPMENT,
    );
    expect(load).toMatchObject({ equipmentTypeId: 'eq-reefer', weightUnit: 'lbs', currency: 'USD', mode: 'FTL', isHazmat: true, pallets: null });
    expect(load.stops[0]!.country).toBe('USA');
  });
});

describe('reading a file', () => {
  it('reads a CSV with columns in any order and header spelling, and counts rows from 1 under the header', async () => {
    const columns = [
      'Commodity',
      'Weight',
      ...BULK_COLUMNS.filter((column) => column !== 'commodity' && column !== 'weight').map((column) => column.toUpperCase().replace(/_/g, ' ')),
    ];
    const good = cells({ commodity: 'Paper, rolls' });
    const values = (row: RowCells) => [row.commodity, row.weight, ...BULK_COLUMNS.filter((c) => c !== 'commodity' && c !== 'weight').map((c) => row[c])];
    const toCsv = (list: string[]) => list.map((value) => (value.includes(',') ? `"${value}"` : value)).join(',');
    const text = [toCsv(columns), toCsv(values(good)), '', toCsv(values(cells({ weight: 'heavy' })))].join('\n');
    const parsed = await parseFile(csvFile(text), EQUIPMENT);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((row) => row.line)).toEqual([1, 2]);
    expect(parsed.rows[0]!.load?.commodity).toBe('Paper, rolls');
    expect(parsed.rows[1]!.errors).toEqual({ weight: ['loads:bulk.errors.number'] });
    expect(parsed.rows[1]!.load).toBeUndefined();
  });

  it('reports missing and unknown columns, an empty file, and refuses other kinds of files', async () => {
    const parsed = tableToRows(
      'x.csv',
      [
        ['commodity', 'colour'],
        ['Water', 'blue'],
      ],
      EQUIPMENT,
    );
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([
      { key: 'loads:bulk.file.missingColumns', values: { columns: expect.stringContaining('weight, pickup_name') } },
      { key: 'loads:bulk.file.unknownColumns', values: { columns: 'colour' } },
    ]);
    expect(tableToRows('x.csv', [[...BULK_COLUMNS]], EQUIPMENT).problems).toEqual([{ key: 'loads:bulk.file.noRows' }]);
    await expect(readTable(new File(['x'], 'loads.pdf'))).rejects.toBeInstanceOf(UnsupportedFileError);
  });

  it('reads at most 500 rows and says so', () => {
    const rows = Array.from({ length: 501 }, () => BULK_COLUMNS.map((column) => EXAMPLE_ROW[column]));
    const parsed = tableToRows('big.csv', [[...BULK_COLUMNS], ...rows], EQUIPMENT);
    expect(parsed.rows).toHaveLength(500);
    expect(parsed.problems).toEqual([{ key: 'loads:bulk.file.tooManyRows', values: { count: 501, max: 500 } }]);
    expect(line(EXAMPLE_ROW)).toContain('Dallas DC');
  });
});

describe("the server's errors", () => {
  it('land on the row and cell they name', () => {
    expect(cellOfServerField('body.loads.3.stops.0.postalCode')).toEqual({ index: 3, column: 'pickup_postal_code' });
    expect(cellOfServerField('body.loads.12.stops.1.windowEnd')).toEqual({ index: 12, column: 'delivery_end' });
    expect(cellOfServerField('body.loads.0.equipmentTypeId')).toEqual({ index: 0, column: 'equipment' });
    expect(cellOfServerField('body.loads.4.temperatureMaxF')).toEqual({ index: 4, column: 'temperature_max_f' });
    expect(cellOfServerField('body.loads.5.stops.0.type')).toEqual({ index: 5, column: 'row' });
    expect(cellOfServerField('body.loads.5.stops')).toEqual({ index: 5, column: 'row' });
    expect(cellOfServerField('body.loads.5')).toEqual({ index: 5, column: 'row' });
    expect(cellOfServerField('body.loads')).toBeUndefined();
  });
});

describe('reading a spreadsheet (.xlsx)', () => {
  // A minimal workbook, zipped with fflate (read-excel-file's own unzipper): one sheet, inline strings and numbers.
  const letters = (index: number): string => (index < 26 ? String.fromCharCode(65 + index) : letters(Math.floor(index / 26) - 1) + letters(index % 26));
  const cell = (value: string | number, ref: string) =>
    typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;
  function workbook(rows: Array<Array<string | number>>): File {
    const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${rows
      .map((row, r) => `<row r="${r + 1}">${row.map((value, c) => cell(value, `${letters(c)}${r + 1}`)).join('')}</row>`)
      .join('')}</sheetData></worksheet>`;
    const zip = zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Loads" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    });
    return new File([zip], 'loads.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  }

  it('reads the first sheet: numbers as numbers, text as text, and checks its rows like a CSV', async () => {
    const example = BULK_COLUMNS.map((column) => (column === 'weight' ? 38000 : EXAMPLE_ROW[column]));
    const bad = BULK_COLUMNS.map((column) => (column === 'weight' ? 0 : column === 'delivery_city' ? '' : EXAMPLE_ROW[column]));
    const parsed = await parseFile(workbook([[...BULK_COLUMNS], example, bad]), EQUIPMENT);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0]!.errors).toEqual({});
    expect(parsed.rows[0]!.load).toMatchObject({ weight: 38_000, commodity: 'Bottled water', stops: [{ city: 'Dallas' }, { city: 'Houston' }] });
    expect(parsed.rows[1]!.errors).toEqual({ weight: ['loads:bulk.errors.positive'], delivery_city: ['loads:bulk.errors.required'] });
  });
});
