/** A write Weft refuses or judges not done, knowing exactly why (not an Odoo error, not a lost answer). */
export class OpsError extends Error {
  override readonly name = 'OpsError';
}
