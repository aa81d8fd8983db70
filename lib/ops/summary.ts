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

/** "Update Contact Azure Interior: Email, Phone." */
export function summarize(spec: WriteSpec, names: string[], fieldLabels: string[] = []): string {
  const what = subject(spec.model, names);
  switch (spec.kind) {
    case 'create': {
      const name = typeof spec.values.name === 'string' && spec.values.name ? `: ${spec.values.name}` : '';
      return `Create a ${modelLabel(spec.model)}${name}.`;
    }
    case 'write':
      return fieldLabels.length ? `Update ${what}: ${listNames(fieldLabels, 6)}.` : `Update ${what} (no value changes).`;
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
