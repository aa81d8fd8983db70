import type { PageContext } from '@/lib/messaging';

/** Three questions that fit the page beside the panel, for a first answer in one click. */
export function examplesFor(context: PageContext | null): string[] {
  const what = pageNoun(context?.model);
  if (context?.loggedIn && context.viewType === 'form' && typeof context.recordId === 'number') {
    return [`Summarise this ${what}: the key facts, amounts and status.`, `What happened on this ${what} recently?`, `What should I do next on this ${what}?`];
  }
  if (context?.loggedIn && context.model) {
    return [`What does this list of ${plural(what)} show?`, `Which ${plural(what)} need my attention today?`, `Sales this month by customer, as a chart.`];
  }
  return ['Which invoices are overdue, and by how much?', 'Sales this month by customer, as a chart.', 'Which products are running low on stock?'];
}

// Odoo's technical model names are never shown: a few common ones in words, else "record".
const NOUNS: Record<string, string> = {
  'res.partner': 'contact',
  'sale.order': 'order',
  'account.move': 'invoice',
  'purchase.order': 'purchase order',
  'crm.lead': 'opportunity',
  'product.template': 'product',
  'product.product': 'product',
  'stock.picking': 'transfer',
  'project.task': 'task',
  'hr.employee': 'employee',
};
export function pageNoun(model: string | undefined): string {
  return (model && NOUNS[model]) || 'record';
}
const plural = (noun: string) => (noun.endsWith('y') ? `${noun.slice(0, -1)}ies` : `${noun}s`);

export function ExamplePrompts({ context, disabled, onSend }: { context: PageContext | null; disabled: boolean; onSend: (text: string) => void }) {
  return (
    <div className="examples" role="group" aria-label="Example questions">
      <p className="muted small">Try one of these, or ask your own:</p>
      {examplesFor(context).map((prompt) => (
        <button key={prompt} type="button" className="example" disabled={disabled} onClick={() => onSend(prompt)}>
          {prompt}
        </button>
      ))}
    </div>
  );
}
