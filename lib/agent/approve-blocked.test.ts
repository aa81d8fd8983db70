// A write Odoo would block with nobody here allowed to answer (a strict bill of materials whose
// consumption differs, lib/ops/foresee-consumption.ts): approveAndRun refuses it before the card,
// with the preview's sentence, and neither asks nor runs.
import { describe, expect, it } from 'vitest';
import { english, said, say } from '@/lib/i18n';
import type { Plan } from '@/lib/ops/plan';
import type { WritePreview } from '@/lib/ops/types';
import { approveAndRun } from './approve';

describe('a write Odoo would block', () => {
  it('is refused before the card with the sentence the preview gives; nothing asked, nothing run', async () => {
    const refusal = said('consumption.strict', { names: 'WH/MO/00012', lines: 'Leg: 10 / 8 Units' });
    const calls: string[] = [];
    const preview = { changes: [], undoable: false, summary: 'Produce', consequences: { lines: [], facts: [], warnings: [], refusal } } as unknown as WritePreview;
    const approved = await approveAndRun({
      plan: { spec: { kind: 'action', model: 'mrp.production', ids: [12], method: 'button_mark_done' } } as unknown as Plan,
      signal: new AbortController().signal,
      decide: async () => ({ to: 'ask' }),
      preview: async () => preview,
      ask: async () => (calls.push('ask'), true),
      recheck: async () => undefined,
      run: async () => {
        calls.push('run');
        throw new Error('must not run');
      },
    });
    if (approved.status !== 'refused') throw new Error(`not refused: ${approved.status}`);
    expect(approved.afterApprove).toBe(false);
    expect(say(english, approved.why as never)).toMatch(/^WH\/MO\/00012: its bill of materials blocks .*Leg: 10 \/ 8 Units.*Nothing was done/);
    expect(calls).toEqual([]);
  });
});
