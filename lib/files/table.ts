import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import { LIMITS, XLSX_TYPE } from './limits';

// Spreadsheets go to the model as a compact table: one header line and tab-separated rows, at
// most LIMITS.tableRows of them, with the true row count, so "57 rows, first 50 shown" is never
// mistaken for the whole sheet. Parsing happens where the file is (the panel for a picked file,
// the worker for an Odoo attachment), with maintained libraries (papaparse, read-excel-file).

export interface Table {
  /** Sheet name (XLSX), when the workbook has one. */
  sheet?: string;
  rows: string[][];
  /** Data rows in the file (header excluded), before the cap. */
  total: number;
  /** Other sheets of the workbook, not sent. */
  otherSheets?: string[];
}

type Cell = string | number | boolean | Date | null | undefined;

const cell = (value: Cell): string => {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  const flat = text.replace(/[\t\r\n]+/g, ' ').trim();
  return flat.length > LIMITS.cellChars ? `${flat.slice(0, LIMITS.cellChars - 1)}…` : flat;
};

function fromRows(raw: Cell[][], sheet?: string, otherSheets?: string[]): Table {
  const rows = raw.map((r) => r.slice(0, LIMITS.tableColumns).map(cell)).filter((r) => r.some((c) => c !== ''));
  return { ...(sheet ? { sheet } : {}), rows: rows.slice(0, LIMITS.tableRows + 1), total: Math.max(0, rows.length - 1), ...(otherSheets?.length ? { otherSheets } : {}) };
}

export function parseCsv(text: string): Table {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  if (!parsed.data.length && parsed.errors.length) throw new Error(`This CSV could not be read: ${parsed.errors[0]!.message}`);
  return fromRows(parsed.data);
}

/** The first sheet that has data; the others are named, not sent. */
export async function parseXlsx(data: Blob | ArrayBuffer): Promise<Table> {
  let sheets;
  try {
    sheets = await readXlsxFile(data);
  } catch (error) {
    throw new Error(`This spreadsheet could not be read (${error instanceof Error ? error.message : String(error)}). Save it as .xlsx or .csv and try again.`);
  }
  const first = sheets.find((s) => s.data.some((r) => r.some((c) => c !== null && c !== ''))) ?? sheets[0];
  if (!first) return { rows: [], total: 0 };
  return fromRows(first.data as Cell[][], first.sheet, sheets.filter((s) => s !== first).map((s) => s.sheet));
}

export async function parseTable(data: Blob, mimeType: string): Promise<Table> {
  return mimeType === XLSX_TYPE ? parseXlsx(data) : parseCsv(await data.text());
}

/** The text the model reads: what the table is, how many rows it has, and the rows. */
export function tableText(name: string, table: Table): string {
  const [header, ...body] = table.rows;
  const shown = body.length;
  const head = [
    `Spreadsheet ${name}${table.sheet ? `, sheet "${table.sheet}"` : ''}: ${table.total} data row${table.total === 1 ? '' : 's'}` +
      (shown < table.total ? `, the first ${shown} shown (the rest were not sent)` : ', all shown') + '.',
    ...(table.otherSheets?.length ? [`Other sheets not sent: ${table.otherSheets.join(', ')}.`] : []),
  ];
  return [...head, ...(header ? [header.join('\t'), ...body.map((r) => r.join('\t'))] : ['(empty)'])].join('\n');
}
