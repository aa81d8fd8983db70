// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { PanelCommand } from '@/lib/messaging';
import { ConfirmCard } from './confirm-card';
import { byText, click, render } from './test-render';
import type { ConfirmRequest } from './use-turn';

const WIZARD = 'stock.backorder.confirmation';
const request: ConfirmRequest = {
  turnId: 't1',
  pendingId: 'pend-7',
  argsHash: 'sha256:def',
  preview: {
    spec: { kind: 'action', model: 'stock.picking' },
    summary: 'Validate WH/OUT/00002',
    changes: [],
    undoable: false,
    consequences: {
      lines: [], facts: [], warnings: [],
      questions: [{
        wizard: WIZARD,
        asks: { key: 'backorder.asks', params: { qty: { key: 'backorder.qty', params: { count: 2, unit: 'Dozens' } } } },
        details: [{ key: 'backorder.lineUnit', params: { product: 'Office Chair', done: 3, demand: 5, missing: 2, unit: 'Dozens' } }],
        options: [
          { button: 'process', label: { key: 'backorder.create', params: { qty: { key: 'backorder.qty', params: { count: 2, unit: 'Dozens' } } } }, undo: { key: 'backorder.undoCreate' } },
          { button: 'process_cancel_backorder', label: { key: 'backorder.cancel', params: { qty: { key: 'backorder.qty', params: { count: 2, unit: 'Dozens' } } } }, undo: { key: 'backorder.undoCancel' } },
        ],
      }],
    },
  },
};

describe("a card with Odoo's question", () => {
  it('asks it in words with nothing chosen; Approve waits for an answer, then sends it', async () => {
    const sent: PanelCommand[] = [];
    const { container } = await render(<ConfirmCard request={request} client={{ send: (c) => void sent.push(c) }} />);
    const question = container.querySelector('[data-testid="card-question"]')!;
    expect(question.querySelector('legend')!.textContent).toBe('Not everything is done: 2 Dozens missing. What should Odoo do with what is missing?');
    expect(question.textContent).toContain('Office Chair: 3 of 5 Dozens done, 2 missing');
    expect(question.textContent).toContain('Create a backorder for what is missing (2 Dozens)');
    expect(question.textContent).toContain('No backorder: what is missing (2 Dozens) is cancelled');
    expect(question.textContent).not.toContain(WIZARD);
    expect([...question.querySelectorAll('input[type="radio"]')].map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);
    const approve = byText(container, 'button', 'Approve') as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    await click(approve);
    expect(sent).toEqual([]);
    await click(question.querySelectorAll('input[type="radio"]')[1] as HTMLElement);
    expect(approve.disabled).toBe(false);
    await click(approve);
    expect(sent).toEqual([{ type: 'confirm/answer', pendingId: 'pend-7', argsHash: 'sha256:def', approve: true, choices: { [WIZARD]: 'process_cancel_backorder' } }]);
  });

  it('Decline needs no answer', async () => {
    const sent: PanelCommand[] = [];
    const { container } = await render(<ConfirmCard request={request} client={{ send: (c) => void sent.push(c) }} />);
    await click(byText(container, 'button', 'Decline'));
    expect(sent).toEqual([{ type: 'confirm/answer', pendingId: 'pend-7', argsHash: 'sha256:def', approve: false }]);
  });
});
