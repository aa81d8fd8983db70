import { describe, expect, it } from 'vitest';
import { OdooError } from '@/lib/odoo/errors';
import { hintFor } from '@/lib/odoo/fields-cache';
import { workflowFieldMessage } from '@/lib/ops/effects';
import { unknownSkillMessage } from '@/lib/skills/catalog';
import { invalidInputMessage } from '@/lib/skills/input-error';
import { skillByName, skills } from '@/skills';
import { READ_ONLY } from './gate';
import { SEND_DECLINED } from './send-gate';
import { isSlip, UNPARSED_INPUT } from './slips';

// Each producer of a slip's error, called for real: a reworded message must still be recognised.
describe('isSlip', () => {
  it('knows the errors Weft writes for a model’s own mistakes', () => {
    const overdue = skillByName.get('invoices_overdue')!;
    const bad = { kind: 'client' };
    const parsed = overdue.input.strict().safeParse(bad);
    expect(parsed.success).toBe(false);
    const fields = { state: { type: 'selection', string: 'Status', readonly: true, store: true }, phone: { type: 'char', string: 'Phone' } };
    const slips = [
      invalidInputMessage(overdue, bad, parsed.error!),
      unknownSkillMessage('invoice_overdue', skills),
      UNPARSED_INPUT,
      `Unknown field 'phone_number' on res.partner.\n${hintFor('phone_number', fields as never)}`,
      new OdooError({ kind: 'missing_record', serverMessage: 'res.partner record 9 does not exist' }).toolMessage(),
      workflowFieldMessage({ kind: 'write', model: 'sale.order', ids: [7], values: { state: 'sale' } }, fields as never, ['state']),
    ];
    for (const text of slips) expect(isSlip(text), text).toBe(true);
  });

  it('leaves refusals the user should see alone', () => {
    const refusals = [READ_ONLY, SEND_DECLINED, new OdooError({ kind: 'access_denied', serverMessage: 'You are not allowed to modify Contacts' }).toolMessage()];
    for (const text of refusals) expect(isSlip(text), text).toBe(false);
  });
});
