// Shared by the action-table contract cases: a journal on the target, scratch records made
// directly (not journaled) and removed afterwards as far as Odoo allows, and products per version.
import { newId, WeftDb, type Json } from '@/lib/db';
import type { OdooClient } from '@/lib/odoo';
import { Journal } from '@/lib/ops/journal';
import type { JournalEntry, TurnRef, WritePreview, WriteSpec } from '@/lib/ops/types';
import { approveAndRun, type Answer } from '@/lib/agent/approve';
import { loginClient } from '../odoo-login';
import type { Target } from './target';

export interface ActionRig {
  client: OdooClient;
  journal: Journal;
  major: number;
  stamp: string;
  /** Creates a scratch record removed by close(). */
  make(model: string, values: Record<string, Json>): Promise<number>;
  /** Marks a record made by an action (an invoice, a payment) for removal. */
  track(model: string, ids: number[]): void;
  read(model: string, id: number, fields: string[]): Promise<Record<string, Json>>;
  /** Preview, run and return the journal entry, as run_action does through the gate. */
  run(spec: WriteSpec): Promise<{ preview: Awaited<ReturnType<Journal['preview']>>; entry: JournalEntry }>;
  /**
   * Through the one approval pipeline as a model's turn goes (plan, card, the user's answer, run):
   * `answer` reads the card and answers it as the user would; returns the card and the entry.
   */
  approve(spec: WriteSpec, answer: (preview: WritePreview) => Answer): Promise<{ preview: WritePreview; entry: JournalEntry }>;
  /** The journal's entry of an operation run outside `run` (the records it created are tracked for removal). */
  entry(id: string): Promise<JournalEntry>;
  /** A consumable (receipts) or service (invoiced on order) product of this version. */
  product(kind: 'service' | 'goods'): Promise<number>;
  close(): Promise<void>;
}

const turn = (): TurnRef => ({ conversationId: 'c', turnId: newId(), skill: 'run_action' });

// Undone in reverse order; each step may be refused by Odoo (a done receipt stays), which is fine.
const CLEANUP: Record<string, string[]> = {
  'sale.order': ['action_cancel'],
  'purchase.order': ['button_cancel'],
  'account.move': ['button_draft', 'button_cancel'],
  'account.payment': ['action_draft', 'action_cancel'],
};

export async function actionRig(target: Target): Promise<ActionRig> {
  const client = (await loginClient(await target.admin())).client;
  const db = new WeftDb('contract-' + newId());
  const journal = new Journal({ client, db, origin: (await target.admin()).url });
  const major = (await client.version()).major;
  const scratch: Array<[string, number]> = [];
  const stamp = `Weft actions ${Date.now()}`;
  const rig: ActionRig = {
    client,
    journal,
    major,
    stamp,
    async make(model, values) {
      const id = await client.create(model, values);
      scratch.push([model, id]);
      return id;
    },
    track: (model, ids) => ids.forEach((id) => scratch.push([model, id])),
    read: async (model, id, fields) => (await client.read(model, [id], fields))[0] as Record<string, Json>,
    async run(spec) {
      const preview = await journal.preview(spec);
      const { operation } = await journal.run(spec, turn());
      const entry = (await db.operations.get(operation.id)) as JournalEntry;
      if (entry.created) rig.track(entry.created.model, entry.created.ids);
      return { preview, entry };
    },
    async approve(spec, answer) {
      let shown: WritePreview | undefined;
      const approved = await approveAndRun({
        plan: await journal.plan(spec),
        signal: new AbortController().signal,
        decide: async () => ({ to: 'ask' }),
        preview: (plan) => journal.preview(plan),
        ask: async (_, preview) => answer((shown = preview)),
        narrow: (plan, exclude) => journal.without(plan, exclude),
        choose: (plan, choices) => journal.choose(plan, choices),
        recheck: async () => undefined,
        run: (plan, asked) => journal.run(plan, turn(), { asked }),
      });
      if (approved.status !== 'done') throw new Error(`Not run: ${approved.status}`);
      const entry = (await db.operations.get(approved.outcome.operation.id)) as JournalEntry;
      return { preview: shown!, entry };
    },
    async entry(id) {
      const entry = (await db.operations.get(id)) as JournalEntry;
      if (entry.created) rig.track(entry.created.model, entry.created.ids);
      return entry;
    },
    async product(kind) {
      const type = kind === 'service' ? 'service' : 'consu';
      return rig.make('product.product', { name: `${stamp} ${kind}`, type, invoice_policy: 'order', list_price: 100, standard_price: 40, purchase_method: 'purchase' });
    },
    async close() {
      for (const [model, id] of scratch.reverse()) {
        for (const method of CLEANUP[model] ?? []) {
          const context = model === 'sale.order' ? { disable_cancel_warning: true } : {};
          await client.callButton(model, method, [id], { context }).catch(() => undefined);
        }
        // Archive as the UI's Archive does: on a product it archives the template too once no variant is active
        // (a plain write of active leaves the template listed among the products).
        await client.unlink(model, [id]).catch(() => client.callButton(model, 'action_archive', [id]).catch(() => undefined));
      }
      db.close();
      await target.close();
    },
  };
  return rig;
}
