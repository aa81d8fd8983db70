// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { ConfirmCard } from './confirm-card';
import { I18nProvider } from './use-i18n';
import { render } from './test-render';
import type { ConfirmRequest } from './use-turn';

// Odoo's warning on a product a change set puts on lines is said on the rows that put it (lib/ops/foresee-set-warnings.ts), not above the table.
const warned = {
  pendingId: 'p-set', argsHash: 'h'.repeat(64), turnId: 't1',
  preview: {
    spec: { kind: 'write', model: 'sale.order', ids: [1, 9, 2], values: { order_line: [[0, 0, { product_id: 2, product_uom_qty: 1 }]] } },
    undoable: true,
    summary: 'Update 3 sales orders: Order Lines.',
    changes: [1, 9, 2].map((id, i) => ({ recordId: id, displayName: ['S00001', 'S00009', 'S00002'][i]!, field: 'order_line', label: 'Order Lines', before: null, after: null, note: 'Add Office Lamp × 1' })),
    consequences: { lines: [], facts: [], warnings: [], productWarnings: [{ product: '[FURN_8888] Office Lamp', message: 'Fragile: ships in a crate', rows: [1, 2] }] },
  },
} as unknown as ConfirmRequest;

const notes = async (lang: string) => {
  const { container } = await render(<I18nProvider odooLang={lang}><ConfirmCard request={warned} client={{ send: () => undefined }} /></I18nProvider>);
  const rows = [...container.querySelectorAll('.set-table tbody tr')].map((tr) => [...tr.querySelectorAll('[role="note"]')].map((n) => n.textContent));
  return { rows, above: container.querySelectorAll('.consequences [role="note"]').length };
};

describe('a change set with product warnings', () => {
  it("shows Odoo's warning on each row that puts the product, in the user's language, and not above the table", async () => {
    expect(await notes('en_US')).toEqual({ rows: [['Warning for [FURN_8888] Office Lamp: Fragile: ships in a crate'], [], ['Warning for [FURN_8888] Office Lamp: Fragile: ships in a crate']], above: 0 });
    expect((await notes('de_DE')).rows[2]).toEqual(['Warnung für [FURN_8888] Office Lamp: Fragile: ships in a crate']);
    expect((await notes('nl_NL')).rows[0]![0]).toMatch(/^Waarschuwing voor \[FURN_8888\] Office Lamp: /);
  });
});
