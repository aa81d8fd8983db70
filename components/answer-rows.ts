import { isBlock } from './format';
import { parseJson } from './tool-result';

// The rows an answer rests on, for its actions (CSV, open as a list in Odoo): the last tool result
// of the turn that holds rows, as records (search results: columns + rows, `id` first) or as
// figures by group (business skills: `rows` of objects). Record ids come only from record tables.

export interface AnswerRows {
  /** The Odoo model of the rows ('odoo:res.partner' -> 'res.partner'). */
  model?: string;
  columns: string[];
  rows: unknown[][];
  /** Record ids, when the rows are records. */
  ids: number[];
}

function rowsOf(result: unknown): AnswerRows | null {
  if (!isBlock(result)) return null;
  const model = typeof result.source === 'string' && result.source.startsWith('odoo:') ? result.source.slice(5) : undefined;
  if (Array.isArray(result.columns) && Array.isArray(result.rows) && result.rows.length) {
    const columns = result.columns.map(String);
    // A many2one column named once under `names` (ids in its cells) reads "Name (#id)" again here.
    const names = isBlock(result.names) ? result.names : {};
    const named = (column: string, value: unknown) => {
      const table = names[column];
      return isBlock(table) && typeof value === 'number' && typeof table[String(value)] === 'string' ? `${table[String(value)]} (#${value})` : value;
    };
    const rows = (result.rows.filter(Array.isArray) as unknown[][]).map((row) => row.map((value, i) => named(columns[i]!, value)));
    const at = columns.indexOf('id');
    const ids = at < 0 ? [] : rows.map((r) => r[at]).filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
    return { model, columns, rows, ids };
  }
  const objects = Array.isArray(result.rows) ? result.rows.filter(isBlock) : [];
  if (!objects.length) return null;
  const columns = [...new Set(objects.flatMap((o) => Object.keys(o)))];
  return { model, columns, rows: objects.map((o) => columns.map((c) => o[c] ?? null)), ids: [] };
}

/** The turn's tool results (JSON texts, in order) -> the rows of the last one that has any. */
export function answerRows(results: string[]): AnswerRows | null {
  for (const text of [...results].reverse()) {
    const found = rowsOf(parseJson(text));
    if (found) return found;
  }
  return null;
}

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Quoted when needed (RFC 4180); a leading = + - @ is neutralised so a spreadsheet never runs record text as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv({ columns, rows }: Pick<AnswerRows, 'columns' | 'rows'>): string {
  return [columns, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
