// The credit note: account.move's action_reverse opens account.move.reversal, as 17 and 18 do
// (account/wizard/account_move_reversal.py). The wizard reads the moves from active_model and
// active_ids, refuses moves that are not posted or span companies; its journal is required and
// not computed by create (the form computes it), and refund_moves makes a draft reversing each move.
import { checkAccess } from './access.ts';
import { recomputeLine } from './business.ts';
import type { Rec } from './db.ts';
import { type Env, asIds, modelOf, today } from './env.ts';
import { userError } from './errors.ts';
import { char, date, many2many, many2one, selection, type FieldDef, type ModelDef } from './model-types.ts';

type Button = (env: Env, recs: Rec[]) => unknown;

const REVERSE_TYPE: Record<string, string> = {
  entry: 'entry', out_invoice: 'out_refund', out_refund: 'entry', in_invoice: 'in_refund', in_refund: 'entry', out_receipt: 'out_refund', in_receipt: 'in_refund',
};
const INVOICE_TYPES = ['out_invoice', 'out_refund', 'in_invoice', 'in_refund', 'out_receipt', 'in_receipt'];

const reversal: ModelDef = {
  name: 'account.move.reversal',
  transient: true,
  description: 'Account Move Reversal',
  order: 'id',
  notNull: ['journal_id', 'company_id'],
  fields: {
    move_ids: many2many('account.move', 'Move'),
    new_move_ids: many2many('account.move', 'New Move'),
    date: date('Reversal date'),
    reason: char('Reason displayed on Credit Note'),
    journal_id: many2one('account.journal', 'Journal', { required: true }),
    company_id: many2one('res.company', 'Company', { required: true, readonly: true }),
  },
  defaults: (env) => {
    const context = env.context ?? {};
    // browse(active_ids) only when active_model is account.move; otherwise no moves at all.
    const moves = context.active_model === 'account.move' ? asIds(context.active_ids).map((id) => env.db.get('account.move', id)).filter((m): m is Rec => !!m) : [];
    if (new Set(moves.map((m) => m.company_id)).size > 1) throw userError('All selected moves for reversal must belong to the same company.');
    if (moves.some((m) => m.state !== 'posted')) throw userError('You can only reverse posted moves.');
    // 16 asks how to credit: a draft credit note for one invoice, else the moves cancelled by posted reverses.
    const method = env.version === 16 ? { refund_method: moves.length > 1 || moves[0]?.move_type === 'entry' ? 'cancel' : 'refund' } : {};
    return { date: env.today, company_id: moves[0]?.company_id ?? env.companyId, move_ids: [[6, 0, moves.map((m) => m.id)]], ...method };
  },
  versions: (version): Record<string, FieldDef | null> => (version === 16
    ? { refund_method: selection([['refund', 'Partial Refund'], ['cancel', 'Full Refund'], ['modify', 'Full refund and new draft invoice']], 'Credit Method', { required: true }) }
    : {}),
};

/** _check_journal_type: the journal must have the type of the reversed entries' journals. */
function checkJournal(env: Env, wizard: Rec, moves: Rec[]): void {
  const type = (id: unknown) => (typeof id === 'number' ? env.db.get('account.journal', id)?.type : undefined);
  if (!moves.map((m) => type(m.journal_id)).includes(type(wizard.journal_id))) throw userError('Journal should be the same type as the reversed entry.');
}

/** _reverse_moves without cancel: a draft copy of each move, of the reverse type, pointing back to it. */
function reverseMove(env: Env, wizard: Rec, move: Rec): Rec {
  const when = String(wizard.date || today(env));
  const ref = wizard.reason ? `Reversal of: ${String(move.name)}, ${String(wizard.reason)}` : `Reversal of: ${String(move.name)}`;
  const copy = env.db.create('account.move', {
    name: '/', state: 'draft', move_type: REVERSE_TYPE[String(move.move_type)], reversed_entry_id: move.id, partner_id: move.partner_id,
    ref, date: when, invoice_date_due: when, invoice_date: INVOICE_TYPES.includes(String(move.move_type)) ? when : false,
    journal_id: wizard.journal_id, invoice_user_id: move.invoice_user_id ?? false, invoice_origin: move.invoice_origin ?? false,
    company_id: move.company_id, currency_id: move.currency_id, payment_state: 'not_paid',
    amount_untaxed: move.amount_untaxed ?? 0, amount_tax: move.amount_tax ?? 0, amount_total: move.amount_total ?? 0, amount_residual: move.amount_total ?? 0,
  }, env.uid);
  for (const line of env.db.records('account.move.line').filter((l) => l.move_id === move.id && l.display_type === 'product')) {
    // sale's copy_data keeps the credit note's lines on the order lines the invoice's billed.
    const item = env.db.create('account.move.line', { move_id: copy.id, name: line.name, product_id: line.product_id, quantity: line.quantity, price_unit: line.price_unit, discount: line.discount ?? 0, display_type: 'product', sale_line_ids: line.sale_line_ids ?? [] }, env.uid);
    recomputeLine(env.db, 'account.move.line', item.id, 'quantity');
  }
  return copy;
}

/** 16's 'modify': a new draft of the credited move, its lines as they were. */
function redraft(env: Env, move: Rec): Rec {
  const { id: _id, name: _name, state: _state, payment_state: _paid, inalterable_hash: _hash, ...rest } = move;
  const copy = env.db.create('account.move', { ...rest, name: '/', state: 'draft', payment_state: 'not_paid', amount_residual: move.amount_total ?? 0 }, env.uid);
  for (const line of env.db.records('account.move.line').filter((l) => l.move_id === move.id && l.display_type === 'product')) {
    const { id: _lineId, ...values } = line;
    recomputeLine(env.db, 'account.move.line', env.db.create('account.move.line', { ...values, move_id: copy.id }, env.uid).id, 'quantity');
  }
  return copy;
}

function reverseMoves(env: Env, [wizard]: Rec[]): unknown {
  if (!wizard) throw userError('Expected singleton: account.move.reversal()');
  checkAccess(env, modelOf(env, 'account.move'), 'create');
  const moves = asIds(wizard.move_ids).map((id) => env.db.get('account.move', id)).filter((m): m is Rec => !!m);
  checkJournal(env, wizard, moves);
  // 17+: a lone journal entry (move_type 'entry') is reversed and cancelled at once: the reverse is
  // posted. 16: the Credit Method says (cancel and modify post the reverse; modify adds a draft copy).
  const method = env.version === 16 ? String(wizard.refund_method) : undefined;
  if (method && !['refund', 'cancel', 'modify'].includes(method)) throw userError(`Wrong value for account.move.reversal.refund_method: ${method}`);
  const cancel = method ? method !== 'refund' : moves.length === 1 && moves[0]!.move_type === 'entry';
  const made = moves.map((move) => reverseMove(env, wizard, move));
  if (cancel) for (const rec of made) env.db.write('account.move', rec.id, { state: 'posted' }, env.uid);
  if (method === 'modify') made.push(...moves.map((move) => redraft(env, move)));
  env.db.write('account.move.reversal', wizard.id, { new_move_ids: [[6, 0, made.map((m) => m.id)]] }, env.uid);
  const action = { name: 'Reverse Moves', type: 'ir.actions.act_window', res_model: 'account.move' };
  if (made.length === 1) return { ...action, view_mode: 'form', res_id: made[0]!.id, context: { default_move_type: made[0]!.move_type } };
  const types = [...new Set(made.map((m) => m.move_type))];
  return { ...action, view_mode: env.version >= 18 ? 'list,form' : 'tree,form', domain: [['id', 'in', made.map((m) => m.id)]], ...(types.length === 1 ? { context: { default_move_type: types[0] } } : {}) };
}

/** account.move's action_reverse: the wizard's window action as _for_xml_id reads it (its context unevaluated). */
export function openReversal(env: Env, recs: Rec[]): unknown {
  const invoice = recs.some((r) => INVOICE_TYPES.includes(String(r.move_type)));
  return {
    type: 'ir.actions.act_window', name: invoice ? 'Credit Note' : 'Reverse', res_model: 'account.move.reversal',
    view_mode: env.version >= 18 ? 'list,form' : 'tree,form', target: 'new', context: '{}',
  };
}

export const REVERSAL_BUTTONS: Record<string, Button> = { refund_moves: reverseMoves, reverse_moves: reverseMoves };

export const REVERSAL_MODEL = reversal;
