import { useState } from 'react';
import type { Json } from '@/lib/db';
import { say, type Sayable } from '@/lib/i18n';
import type { ConflictField, JournalEntry } from '@/lib/ops/types';
import { entryLabel } from '@/lib/ops/card-labels';
import { formatValue } from './format';
import { useI18n } from './use-i18n';

type Choice = 'theirs' | 'before' | 'archive';
export type Resolution = Record<string, Record<string, Choice>>;

interface Props {
  op: JournalEntry;
  /** The worker's sentence about the conflict. */
  note?: Sayable;
  /** The conflicting fields with their current values, when the worker sends them. */
  conflicts?: Record<string, ConflictField[]>;
  onResolve: (resolution: Resolution) => void;
}

interface Row { recordId: string; field: string; label: Sayable; before: Json | undefined; ai: Json | undefined; theirs?: Json; keep?: Sayable; restore?: Sayable; archive?: Sayable; info?: boolean; by?: string }

// Odoo keeps these itself; they are never a choice.
const BOOKKEEPING = new Set(['id', 'display_name', 'write_date', 'write_uid', 'create_date', 'create_uid', '__last_update']);

/**
 * Someone changed the record after the AI did. Per field, the user keeps their value or restores the
 * one from before the AI. Fields nobody touched since are restored either way (lib/ops planRestore),
 * so "keep theirs", the safe choice, is the default. A record the AI created and someone changed
 * since is one choice (keep, delete anyway, archive) with what changed said beneath it.
 */
export function ConflictChooser({ op, note, conflicts, onResolve }: Props) {
  const rows: Row[] = conflicts
    ? Object.entries(conflicts).flatMap(([recordId, list]) => list.map((c) => ({ recordId, ...c })))
    : Object.entries(op.after).flatMap(([recordId, values]) =>
        Object.keys(values).filter((field) => !BOOKKEEPING.has(field)).map((field) => ({
          recordId, field, label: entryLabel(op, field), before: op.before[Number(recordId)]?.[field], ai: values[field],
        })),
      );
  const i18n = useI18n();
  const { t } = i18n;
  const [choices, setChoices] = useState<Resolution>({});
  const choiceOf = (r: Row): Choice => choices[r.recordId]?.[r.field] ?? 'theirs';
  const choose = (r: Row, choice: Choice) => setChoices((c) => ({ ...c, [r.recordId]: { ...c[r.recordId], [r.field]: choice } }));
  const resolve = () => {
    const resolution: Resolution = {};
    for (const r of rows) if (!r.info) (resolution[r.recordId] ??= {})[r.field] = choiceOf(r);
    onResolve(resolution);
  };
  const multipleRecords = op.recordIds.length > 1;
  const who = [...new Set(rows.map((r) => r.by).filter(Boolean))].join(', ');

  return (
    <fieldset className="conflict">
      <legend>{who ? t('conflict.changedBy', { who }) : t('conflict.changed')}</legend>
      {note && <p className="small">{say(i18n, note)}</p>}
      {!conflicts && <p className="muted small">{t('conflict.help')}</p>}
      {rows.map((r) => {
        const name = `${op.id}-${r.recordId}-${r.field}`;
        const record = multipleRecords ? `${op.displayNames[Number(r.recordId)] ?? `#${r.recordId}`} · ` : '';
        if (r.info) {
          const value = typeof r.theirs === 'number' && r.field === 'message_ids' ? '' : `: ${formatValue(r.ai, i18n)} → ${formatValue(r.theirs, i18n)}`;
          return <p key={name} className="small muted conflict-info">{record}{say(i18n, r.label)}{value}</p>;
        }
        return (
          <div key={name} className="conflict-field" role="radiogroup" aria-label={`${record}${say(i18n, r.label)}`}>
            <div className="small">
              <strong>{record}{say(i18n, r.label)}</strong>
              {!r.keep && <span className="muted"> {t('conflict.aiWrote', { value: formatValue(r.ai, i18n) })}</span>}
            </div>
            <label className="choice">
              <input type="radio" name={name} checked={choiceOf(r) === 'theirs'} onChange={() => choose(r, 'theirs')} />
              {r.keep ? say(i18n, r.keep) : ('theirs' in r ? t('conflict.keepTheirsValue', { value: formatValue(r.theirs, i18n) }) : t('conflict.keepTheirs'))}
            </label>
            <label className="choice">
              <input type="radio" name={name} checked={choiceOf(r) === 'before'} onChange={() => choose(r, 'before')} />
              {r.restore ? say(i18n, r.restore) : t('conflict.restore', { value: formatValue(r.before, i18n) })}
            </label>
            {r.archive && (
              <label className="choice">
                <input type="radio" name={name} checked={choiceOf(r) === 'archive'} onChange={() => choose(r, 'archive')} />
                {say(i18n, r.archive)}
              </label>
            )}
          </div>
        );
      })}
      <button type="button" className="primary" onClick={resolve}>{t('conflict.resolve')}</button>
    </fieldset>
  );
}
