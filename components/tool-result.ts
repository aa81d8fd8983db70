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

/** One line about a result, for the collapsed tool card, in the panel's language. */
export function summarizeResult(result: unknown, text: string, i18n: I18n = english): string {
  const { t } = i18n;
  if (isBlock(result)) {
    for (const key of ['rows', 'groups', 'records']) {
      const list = result[key];
      if (Array.isArray(list)) return t('tool.rows', { count: list.length });
    }
    if (typeof result.count === 'number') return t('tool.found', { count: result.count });
    // A write's result (lib/skills/compact operationResult): its status and the records' names.
    if (typeof result.status === 'string' && Array.isArray(result.names) && STATUSES.has(result.status)) {
      const names = result.names.filter((n): n is string => typeof n === 'string');
      return t('tool.changed', { status: t(`status.${result.status as Status}`), names: i18n.fmt.list(names) });
    }
    if (typeof result.message === 'string') return result.message;
    if (typeof result.error === 'string') return result.error;
  }
  if (Array.isArray(result)) return t('tool.items', { count: result.length });
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

type Status = 'pending' | 'checking' | 'done' | 'failed' | 'undone' | 'conflict';
const STATUSES = new Set<string>(['pending', 'checking', 'done', 'failed', 'undone', 'conflict'] satisfies Status[]);
