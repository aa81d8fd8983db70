// Deleting a transfer (stock.picking unlink, 16-19): its moves are cancelled and deleted with it, as
// the user who asks, so it is refused when a move is done, or when the user may not delete moves
// (these servers' demo user: not on 17, an Inventory / User only; on 16, 18 and 19 it may). A
// cancelled delivery outlives its order until someone deletes it (seen on the real servers).
import type { Rec } from './db.ts';
import { checkAccess } from './access.ts';
import type { Env } from './env.ts';
import { userError } from './errors.ts';

export function pickingUnlink(env: Env, recs: Rec[]): void {
  const moves = env.db.records('stock.move').filter((m) => recs.some((p) => p.id === m.picking_id));
  if (!moves.length) return;
  if (moves.some((m) => m.state === 'done')) throw userError("You cannot cancel a stock move that has been set to 'Done'. Create a return in order to reverse the moves which took place.");
  checkAccess(env, env.registry.get('stock.move')!, 'unlink');
  for (const move of moves) env.db.delete('stock.move', move.id);
  // The order a delivery was made for is rewritten as it goes (its write date moves, real 17 and 19).
  for (const order of new Set(recs.map((p) => Number(p.sale_id)).filter(Boolean))) if (env.db.get('sale.order', order)) env.db.write('sale.order', order, {}, env.uid);
}
