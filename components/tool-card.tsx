import { useMemo } from 'react';
import type { Json } from '@/lib/db';
import { english, englishCatalog, type I18n, type MessageKey } from '@/lib/i18n';
import { READ_ONLY } from '@/lib/agent/gate';
import { formatValue, isBlock } from './format';
import { ResultChart } from './result-chart';
import { useI18n } from './use-i18n';
import { chartData, parseJson, summarizeResult } from './tool-result';

/** corrected: a slip of the model's (wrong name, key, value) that it fixed with its next call. */
export type ToolStatus = 'running' | 'done' | 'error' | 'denied' | 'no result' | 'corrected';

export interface ToolCardProps {
  name: string;
  input?: Json;
  /** The tool_result's text, once the database has it. */
  result?: { text: string; isError: boolean };
  status: ToolStatus;
  /** The worker's one-line summary from the live event (English, for logs): not shown, see `line`. */
  summary?: string;
}

/**
 * A skill's name in the panel's language: "sales_summary" -> "Synthèse des ventes" (the name itself
 * stays in the tooltip); a skill with no words of its own yet, in words: "Sales summary".
 */
export function toolLabel(name: string, i18n: I18n = english): string {
  const skill = name.replace(/^suggestion:/, '');
  const key = `skill.${skill}`;
  if (key in englishCatalog) return i18n.t(key as MessageKey);
  const words = skill.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const STATUS_LABEL = {
  running: 'tool.running', done: 'tool.done', error: 'tool.error', denied: 'tool.denied', 'no result': 'tool.noResult', corrected: 'tool.corrected',
} as const satisfies Record<ToolStatus, string>;

/** One skill call: name, inputs, a one-line result; the raw result on demand; figures as a chart. */
export function ToolCard({ name, input, result, status }: ToolCardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const parsed = useMemo(() => (result ? parseJson(result.text) : undefined), [result]);
  const chart = useMemo(() => (result && !result.isError ? chartData(name, parsed) : null), [name, parsed, result]);
  // A declined write's result is written for the model ("do not retry..."): the user gets their own words.
  // The line is read from the stored result (not the worker's English log line), so it names records
  // in the user's language and stays the same after the turn.
  const readOnly = status === 'error' && result?.text.startsWith(READ_ONLY);
  const line = status === 'denied' ? t('tool.declined') : status === 'corrected' ? t('tool.correctedLine') : readOnly ? t('tool.readOnlyLine') : result ? summarizeResult(parsed, result.text, i18n) : undefined;
  const shown = readOnly ? 'refused' : status;
  const inputs = isBlock(input) ? Object.entries(input) : [];

  return (
    <div className="tool-card" data-status={status}>
      <details>
        <summary>
          <span className="tool-name" title={name}>{toolLabel(name, i18n)}</span>
          <span className="badge" data-status={shown}>{t(readOnly ? 'tool.readOnly' : STATUS_LABEL[status])}</span>
          {line && <span className="tool-summary muted">{line}</span>}
        </summary>
        {inputs.length > 0 && (
          <dl className="tool-inputs">
            {inputs.map(([key, value]) => (
              <div key={key}><dt>{key}</dt><dd>{typeof value === 'object' && value !== null ? JSON.stringify(value) : formatValue(value, i18n)}</dd></div>
            ))}
          </dl>
        )}
        {result && (
          <pre className="raw" aria-label={t('tool.raw')}>
            {parsed === undefined ? result.text : JSON.stringify(parsed, null, 2)}
          </pre>
        )}
      </details>
      {chart && <ResultChart data={chart} />}
    </div>
  );
}
