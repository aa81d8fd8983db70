// Our own time to reconcile 100 entries whose answers were lost (they landed): the time spent
// waiting on the Odoo stand-in is measured at the transport and taken out.
import type { Transport } from '@/lib/odoo';
import { rig, turn } from '../journal-rig';
import { round, type Figures } from './figures';

export type ReconcileKey = 'reconcile_100_ms';

const ENTRIES = 100;

export async function reconcileFigures(): Promise<Figures<ReconcileKey>> {
  let waiting = 0;
  const timed = (inner: Transport): Transport => async (path, params, opts) => {
    const start = performance.now();
    try {
      return await inner(path, params, opts);
    } finally {
      waiting += performance.now() - start;
    }
  };
  const r = await rig(17, timed);
  try {
    await r.client.fieldsGet('res.partner');
    // 100 records, each changed by a journaled write, then its entry set back as a stopped worker leaves it.
    const ids: number[] = [];
    for (let i = 0; i < ENTRIES; i++) ids.push((await r.journal.run({ kind: 'create', model: 'res.partner', values: { name: `Bench ${i}` } }, turn())).operation.recordIds[0]!);
    const writes: string[] = [];
    for (const [i, id] of ids.entries()) writes.push((await r.journal.run({ kind: 'write', model: 'res.partner', ids: [id], values: { email: `bench${i}@example.com` } }, turn())).operation.id);
    await r.db.operations.where('id').anyOf(writes).modify({ status: 'pending' });

    const { journal } = r.restart(timed);
    waiting = 0;
    const calls = r.odoo.calls.length;
    const start = performance.now();
    const counts = await journal.reconcile();
    const total = performance.now() - start;
    if (counts.done !== ENTRIES) throw new Error(`reconciled ${JSON.stringify(counts)}, expected ${ENTRIES} done`);
    return {
      reconcile_100_ms: {
        value: round(total - waiting, 1),
        note: `${ENTRIES} lost-answer writes found landed, Odoo 17 stand-in: ${round(total, 0)} ms in all, ${round(waiting, 0)} ms waiting on ${r.odoo.calls.length - calls} calls`,
      },
    };
  } finally {
    await r.close();
  }
}
