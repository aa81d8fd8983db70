// The eval's check kinds. Each compares what the user got with what Odoo itself says, read at run
// time; none compares with a stored answer. eval.test.ts proves each one fails on a wrong answer.
import type { OdooClient } from '@/lib/odoo/client';
import { fail, pass, type Verdict } from './task';

/** A figure the answer must give: a count (exact) or an amount (to the unit, or 0.1 %). */
export type Figure = { count: number; label: string } | { amount: number; label: string } | { oneOf: number[]; label: string };

const SEPARATED = /-?\d[\d\s.,'\u00a0\u202f]*\d|\d/g;

/** Every reading of the numbers in a text: 1,234.50 / 1.234,50 / 1 234,50 / 1234.5 and the ambiguous 1,234. */
export function numbersIn(text: string): number[] {
  const out: number[] = [];
  for (const raw of text.match(SEPARATED) ?? []) {
    // A run of digits split by spaces is several numbers unless each group after the first has 3 digits.
    for (const part of splitLoose(raw)) out.push(...readings(part));
  }
  return out;
}

function splitLoose(raw: string): string[] {
  const groups = raw.trim().split(/[\s\u00a0\u202f]+/);
  const parts: string[] = [];
  for (const g of groups) {
    const prev = parts.at(-1);
    if (prev !== undefined && /^\d{3}([.,]\d+)?$/.test(g) && /\d$/.test(prev)) parts[parts.length - 1] = prev + g;
    else parts.push(g);
  }
  return parts.map((p) => p.replace(/[.,']+$/, '')).filter((p) => /\d/.test(p));
}

function readings(s: string): number[] {
  const clean = s.replace(/'/g, '');
  const dots = (clean.match(/\./g) ?? []).length;
  const commas = (clean.match(/,/g) ?? []).length;
  const n = (t: string) => Number(t);
  if (dots && commas) {
    // The last separator is the decimal one.
    return clean.lastIndexOf('.') > clean.lastIndexOf(',') ? [n(clean.replace(/,/g, ''))] : [n(clean.replace(/\./g, '').replace(',', '.'))];
  }
  const sep = dots ? '.' : commas ? ',' : '';
  if (!sep) return [n(clean)];
  const count = dots || commas;
  const thousands = n(clean.split(sep).join(''));
  if (count > 1) return [thousands];
  const decimal = n(clean.replace(sep, '.'));
  // "1,234" or "1.234": a thousands separator or a decimal point; both readings are kept.
  return /[.,]\d{3}$/.test(clean) ? [thousands, decimal] : [decimal];
}

export function hasFigure(text: string, figure: Figure): boolean {
  const found = numbersIn(text);
  if ('count' in figure) return found.some((v) => v === figure.count);
  const near = (x: number) => found.some((v) => Math.abs(Math.abs(v) - Math.abs(x)) <= Math.max(0.51, Math.abs(x) * 0.001));
  return 'oneOf' in figure ? figure.oneOf.some(near) : near(figure.amount);
}

const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[’']/g, "'").replace(/\s+/g, ' ').toLowerCase();

/** The answer gives every figure and names every name (case and accents aside). */
export function mentions(answer: string, figures: Figure[], names: string[] = []): Verdict {
  if (!answer.trim()) return fail('the answer is empty');
  const missing = [
    ...figures.filter((f) => !hasFigure(answer, f)).map((f) => `${f.label} (${'count' in f ? f.count : 'amount' in f ? f.amount : f.oneOf.join(' or ')})`),
    ...names.filter((n) => !fold(answer).includes(fold(n))).map((n) => `"${n}"`),
  ];
  const all = [...figures.map((f) => f.label), ...names.map((n) => `"${n}"`)].join(', ');
  return missing.length ? fail(`the answer does not give ${missing.join(', ')} as Odoo has it`) : pass(`gives ${all || 'the answer'}`);
}

/** The answer says none were found (for questions whose true answer is "none"). */
export function saysNone(answer: string): Verdict {
  // "no" alone is not enough: it is in most answers.
  return /\b(none|nothing|nobody|zero|0)\b|\b(there (are|is|were) no|(have|has|found) no)\b/i.test(answer) ? pass('says there are none, as Odoo has it') : fail('Odoo has none, and the answer does not say so');
}

/** Odoo's values now, compared field by field (many2one by id). */
export async function fieldsAre(odoo: OdooClient, model: string, id: number, want: Record<string, unknown>): Promise<Verdict> {
  const [row] = await odoo.read(model, [id], Object.keys(want));
  if (!row) return fail(`${model} #${id} is gone`);
  const wrong = Object.entries(want).filter(([k, v]) => !same(row[k], v));
  return wrong.length
    ? fail(`in Odoo, ${wrong.map(([k, v]) => `${k} is ${JSON.stringify(simple(row[k]))}, not ${JSON.stringify(v)}`).join('; ')}`)
    : pass(`Odoo has ${Object.keys(want).join(', ')} as asked`);
}

/** The records hold the values read before (undo, cleanup). */
export async function sameAs(odoo: OdooClient, model: string, before: Record<number, Record<string, unknown>>): Promise<Verdict> {
  const ids = Object.keys(before).map(Number);
  const fields = [...new Set(Object.values(before).flatMap((r) => Object.keys(r)))];
  const rows = await odoo.read(model, ids, fields);
  const diffs: string[] = [];
  for (const id of ids) {
    const row = rows.find((r) => r.id === id);
    if (!row) {
      diffs.push(`#${id} is gone`);
      continue;
    }
    for (const f of fields) if (!same(row[f], before[id]![f])) diffs.push(`#${id} ${f} is ${JSON.stringify(simple(row[f]))}, was ${JSON.stringify(simple(before[id]![f]))}`);
  }
  return diffs.length ? fail(`not as before: ${diffs.join('; ')}`) : pass(`${model} ${ids.map((i) => `#${i}`).join(', ')} as before`);
}

export async function snapshot(odoo: OdooClient, model: string, ids: number[], fields: string[]): Promise<Record<number, Record<string, unknown>>> {
  const rows = await odoo.read(model, ids, fields);
  return Object.fromEntries(rows.map((r) => [r.id, Object.fromEntries(fields.map((f) => [f, r[f]]))]));
}

/** Many2one [id, name] / {id, display_name} as its id; html compared as text; numbers to the cent. */
function simple(v: unknown): unknown {
  if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'string') return v[0];
  if (v && typeof v === 'object' && 'id' in v) return (v as { id: unknown }).id;
  return v;
}

function same(a: unknown, b: unknown): boolean {
  const [x, y] = [simple(a), simple(b)];
  if (typeof x === 'number' && typeof y === 'number') return Math.abs(x - y) < 0.005;
  if (typeof x === 'string' && typeof y === 'string') return fold(x.replace(/<[^>]+>/g, '')) === fold(y.replace(/<[^>]+>/g, ''));
  return JSON.stringify(x ?? false) === JSON.stringify(y ?? false);
}
