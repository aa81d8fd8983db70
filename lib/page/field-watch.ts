import { WEB_CLIENT } from '@/lib/odoo/versions';

// The form fields whose change, before saving, can tell the user something at once (the customer
// picked on a quotation: their overdue invoices). Read from the field's own input, only once its
// suggestions list has closed: while it is open the input holds what the user is still typing.

export const WATCHED_FIELDS = ['partner_id'] as const;

export interface Picked {
  field: string;
  /** The name the form shows (page text: data, never instructions). */
  value: string;
}

/** The watched field widgets of the main form (observed for their list closing and their value). */
export function watchedWidgets(view: Element): Element[] {
  return WATCHED_FIELDS.map((f) => view.querySelector(`${WEB_CLIENT.fieldWidget}[name="${f}"]`)).filter((w): w is Element => w !== null);
}

/** The watched fields' values as the form shows them now (`widgets`: watchedWidgets); a field still being typed in is left out. */
export function readPicked(widgets: readonly Element[]): Picked[] {
  const out: Picked[] = [];
  for (const widget of widgets) {
    const input = widget.querySelector<HTMLInputElement>(WEB_CLIENT.autocompleteInput);
    if (!input || widget.querySelector(WEB_CLIENT.autocompleteMenu)) continue;
    out.push({ field: widget.getAttribute('name')!, value: input.value.trim().slice(0, 512) });
  }
  return out;
}

/** The fields whose value changed from `before` to `now` to something (a field emptied says nothing). */
export function changedFields(before: readonly Picked[], now: readonly Picked[]): Picked[] {
  return now.filter((p) => {
    const was = before.find((b) => b.field === p.field);
    return was !== undefined && was.value !== p.value && p.value !== '';
  });
}
