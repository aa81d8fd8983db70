import type { Json } from '@/lib/db';
import { isBlock } from './format';
import { english, type I18n } from '@/lib/i18n';

// Reading tool_result blocks: their content is a string or text blocks holding the skill's JSON.

/** The text of a tool_result's content. */
export function toolResultText(block: { content?: Json }): string {
  const { content } = block;
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((c) => (isBlock(c) && typeof c.text === 'string' ? c.text : '')).join('');
  }
  return '';
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Skills whose results are figures by group, shown as a table and a bar chart. */
export const CHART_SKILLS = new Set([
  'aggregate_records', 'sales_summary', 'sales_trend', 'invoices_summary', 'crm_pipeline',
  'receivables_by_customer', 'purchases_by_supplier', 'payments_summary',
]);

export interface ChartRow { label: string; value: number }
export interface ChartData { labelKey: string; valueKey: string; rows: ChartRow[] }

const isIdKey = (key: string) => key === 'id' || key.endsWith('_id') || key.endsWith('_ids');

/** Label of a cell: a string, or the name of an Odoo [id, name] pair. */
function labelOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length === 2 && typeof value[1] === 'string') return value[1];
  return undefined;
}

/**
 * Rows of a grouped result, tolerant of shape: `rows` or `groups`, the label is the first text
 * field (or [id, name] pair), the value the first number that is not an id.
 */
export function chartData(skill: string, result: unknown): ChartData | null {
  if (!CHART_SKILLS.has(skill) || !isBlock(result)) return null;
  const raw = Array.isArray(result.rows) ? result.rows : Array.isArray(result.groups) ? result.groups : null;
  const objects = raw?.filter(isBlock) ?? [];
  const first = objects[0];
  if (!first) return null;
  const keys = Object.keys(first);
  const labelKey = keys.find((k) => labelOf(first[k]) !== undefined);
  const numeric = keys.filter((k) => typeof first[k] === 'number' && !isIdKey(k));
  const valueKey =
    // Money says more than counts: prefer totals and amounts when the rows have them.
    numeric.find((k) => /total|amount|revenue|residual|due|value/i.test(k)) ??
    keys.find((k) => typeof first[k] === 'number' && !isIdKey(k) && k !== '__count') ??
    keys.find((k) => typeof first[k] === 'number' && !isIdKey(k));
  if (!labelKey || !valueKey) return null;
  return {
    labelKey,
    valueKey,
    rows: objects.map((row) => ({
      label: labelOf(row[labelKey]) ?? '—',
      value: typeof row[valueKey] === 'number' ? row[valueKey] : 0,
    })),
  };
}

/**
 * One line about a result, for the collapsed tool card, in the panel's language: by record name
 * ("5 of 10: S00001, S00002, S00003 and 2 more"), read from the stored result, so the line is the
 * same during the turn and after it. Never the technical model name.
 */
export function summarizeResult(result: unknown, text: string, i18n: I18n = english): string {
  const { t } = i18n;
  if (isBlock(result)) {
    // A write's result (lib/skills/compact operationResult): its status and the records' names.
    if (typeof result.status === 'string' && Array.isArray(result.names) && STATUSES.has(result.status)) {
      const names = result.names.filter((n): n is string => typeof n === 'string');
      const status = t(`status.${result.status as Status}`);
      return t('tool.changed', { status: status.charAt(0).toLocaleUpperCase(i18n.locale) + status.slice(1), names: i18n.fmt.list(names) });
    }
    // A name looked up (find_by_name): the match, the candidates, or none.
    if (isBlock(result.match) && typeof result.match.name === 'string') return t('tool.match', { name: result.match.name });
    if (Array.isArray(result.candidates)) return t('tool.candidates', { names: namesLine(result.candidates.map((c) => (typeof c === 'string' ? c.replace(/ \(#\d+\)$/, '') : undefined)), i18n) });
    if (result.match === null) return t('tool.noMatch');
    for (const key of ['rows', 'groups', 'records']) {
      const list = result[key];
      if (!Array.isArray(list)) continue;
      const total = typeof result.total === 'number' && result.total > list.length ? result.total : undefined;
      const head = total ? t('tool.resultsOf', { count: list.length, total }) : t('tool.results', { count: list.length });
      const names = namesLine(rowLabels(list, result.columns), i18n);
      return names ? `${head}: ${names}` : head;
    }
    if (typeof result.count === 'number') return t('tool.found', { count: result.count });
    if (typeof result.message === 'string') return result.message;
    if (typeof result.error === 'string') return result.error;
  }
  if (Array.isArray(result)) return t('tool.items', { count: result.length });
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/** The first three names, then how many more. */
function namesLine(labels: (string | undefined)[], i18n: I18n): string {
  const names = labels.filter((l): l is string => !!l && l.trim() !== '');
  if (!names.length) return '';
  return names.length > 3 ? i18n.t('tool.more', { names: names.slice(0, 3).join(', '), count: names.length - 3 }) : i18n.fmt.list(names);
}

/** Each row's name: a table's name column (search results), else a row's first text or [id, name]. */
function rowLabels(rows: unknown[], columns: unknown): (string | undefined)[] {
  if (Array.isArray(columns)) {
    const at = ['display_name', 'name', 'complete_name'].map((c) => columns.indexOf(c)).find((i) => i >= 0);
    return rows.map((row) => (Array.isArray(row) && at !== undefined ? labelOf(row[at]) : undefined));
  }
  return rows.map((row) => {
    if (!isBlock(row)) return undefined;
    for (const value of Object.values(row)) {
      const label = labelOf(value);
      if (label !== undefined && !/^[A-Z]{3}$/.test(label)) return label;
    }
    return undefined;
  });
}

type Status = 'pending' | 'checking' | 'done' | 'failed' | 'undone' | 'conflict';
const STATUSES = new Set<string>(['pending', 'checking', 'done', 'failed', 'undone', 'conflict'] satisfies Status[]);
