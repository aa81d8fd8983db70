import type { PageContext } from '@/lib/messaging';

interface QuickAction { label: string; prompt: string; onRecord: boolean }

const ACTIONS: QuickAction[] = [
  { label: 'Summarise this record', prompt: 'Summarise this record: the key facts, amounts, dates and status.', onRecord: true },
  { label: 'Explain this view', prompt: 'Explain this view: what it shows and what I can do here.', onRecord: false },
  { label: 'What changed recently?', prompt: 'What changed recently on this record? Use its chatter and tracking history.', onRecord: true },
  { label: 'Draft a chatter reply', prompt: 'Draft a reply to the latest message on this record\'s chatter. Show me the draft; do not post it.', onRecord: true },
];

/** One-click prompts for the page beside the panel; record ones only on a saved record's form. */
export function QuickActions({ context, disabled, onSend }: { context: PageContext | null; disabled: boolean; onSend: (text: string) => void }) {
  if (!context?.isOdoo || !context.loggedIn || !context.model) return null;
  const onRecord = context.viewType === 'form' && typeof context.recordId === 'number';
  const actions = ACTIONS.filter((a) => !a.onRecord || onRecord);
  return (
    <div className="quick-actions" role="group" aria-label="Quick actions">
      {actions.map((a) => (
        <button key={a.label} type="button" className="chip" disabled={disabled} onClick={() => onSend(a.prompt)}>
          {a.label}
        </button>
      ))}
    </div>
  );
}
