// One sentence per write, for the confirm card and the operations list.
import type { Json } from '@/lib/db';
import { findAction } from './actions';
import type { WriteSpec } from './types';

// fields_get does not name the model itself; asking ir.model would cost a call (and it is often
// not readable), so the common models are named here and the rest by their technical name.
const MODEL_LABELS: Record<string, [string, string]> = {
  'res.partner': ['Contact', 'Contacts'],
  'sale.order': ['Sales Order', 'Sales Orders'],
  'sale.order.line': ['Order Line', 'Order Lines'],
  'account.move': ['Journal Entry', 'Journal Entries'],
  'account.payment': ['Payment', 'Payments'],
  'crm.lead': ['Opportunity', 'Opportunities'],
  'product.product': ['Product', 'Products'],
  'product.template': ['Product', 'Products'],
  'purchase.order': ['Purchase Order', 'Purchase Orders'],
  'project.task': ['Task', 'Tasks'],
  'hr.employee': ['Employee', 'Employees'],
  'stock.picking': ['Transfer', 'Transfers'],
  'mail.message': ['Message', 'Messages'],
  'account.move.line': ['Journal Item', 'Journal Items'],
  'purchase.order.line': ['Purchase Order Line', 'Purchase Order Lines'],
  'stock.move': ['Stock Move', 'Stock Moves'],
  'stock.warehouse.orderpoint': ['Reordering Rule', 'Reordering Rules'],
  'res.partner.category': ['Contact Tag', 'Contact Tags'],
  'crm.tag': ['Tag', 'Tags'],
  'product.category': ['Product Category', 'Product Categories'],
  'project.project': ['Project', 'Projects'],
  'calendar.event': ['Meeting', 'Meetings'],
  'hr.expense': ['Expense', 'Expenses'],
  'mail.activity': ['Activity', 'Activities'],
};

export function modelLabel(model: string, count = 1): string {
  const labels = MODEL_LABELS[model];
  return labels ? labels[count === 1 ? 0 : 1] : model;
}

/** "S00007", "S00007 and S00008", "A, B, C and 4 more". */
export function listNames(names: string[], max = 3): string {
  if (names.length <= 1) return names[0] ?? '';
  const shown = names.slice(0, max);
  const rest = names.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

function subject(model: string, names: string[]): string {
  return names.length > 1 ? `${names.length} ${modelLabel(model, names.length)} (${listNames(names)})` : `${modelLabel(model)} ${names[0] ?? ''}`.trim();
}

/** "a sales order", "an opportunity": a model's label inside a sentence. */
export function withArticle(model: string): string {
  const label = MODEL_LABELS[model] ? modelLabel(model).toLowerCase() : modelLabel(model);
  return `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label}`;
}

/**
 * "Update Contact Azure Interior: Email, Phone." `effects` (lib/ops/effects) name what a write
 * really does: an update that sets `active` to false archives.
 */
export function summarize(spec: WriteSpec, names: string[], fieldLabels: string[] = [], effects: readonly string[] = []): string {
  const what = subject(spec.model, names);
  switch (spec.kind) {
    case 'create': {
      const name = typeof spec.values.name === 'string' && spec.values.name ? `: ${spec.values.name}` : '';
      return `Create ${withArticle(spec.model)}${name}.`;
    }
    case 'write': {
      const verb = effects.includes('archive') ? 'Archive' : effects.includes('unarchive') ? 'Restore from the archive' : '';
      const rest = verb ? fieldLabels.filter((l) => l !== 'Active') : fieldLabels;
      if (verb) return rest.length ? `${verb} ${what} and update ${listNames(rest, 6)}.` : `${verb} ${what}.`;
      return fieldLabels.length ? `Update ${what}: ${listNames(fieldLabels, 6)}.` : `Update ${what} (no value changes).`;
    }
    case 'archive':
      return `Archive ${what}.`;
    case 'unarchive':
      return `Restore ${what} from the archive.`;
    case 'unlink':
      return `Delete ${what}.`;
    case 'action':
      return `${findAction(spec.model, spec.method)?.label ?? spec.method}: ${what}.`;
    case 'message':
      return spec.internal ? `Log an internal note on ${what}.` : `Send a message to the followers of ${what}.`;
  }
}

/** A record's name for a create that has not happened yet. */
export function newRecordName(model: string, values: Record<string, Json>): string {
  return typeof values.name === 'string' && values.name ? values.name : `New ${modelLabel(model)}`;
}
