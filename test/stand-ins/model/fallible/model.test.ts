import { describe, expect, it } from 'vitest';
import { fallibleReply, MISTAKES, type Mistake } from './model';
import { misspelt } from './mistakes';

// The fallible model on its own, over hand-made requests; lib/agent/fallible-recovery.test.ts runs
// it against Weft's real tool errors.
const context = { type: 'text', text: '<weft_context>\nCurrent Odoo page: model res.partner, list view.\n</weft_context>' };
const ask = (text: string) => ({ role: 'user', content: [context, { type: 'text', text }] });
const use = (id: string, name: string, input: unknown) => ({ role: 'assistant', content: [{ type: 'tool_use', id, name, input }] });
const result = (id: string, content: string, isError = false) => ({ role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content, ...(isError ? { is_error: true } : {}) }] });
const tools = [
  { name: 'find_by_name', input_schema: { required: ['model', 'name'] } },
  { name: 'update_records', input_schema: { required: ['model', 'ids', 'values'] } },
  { name: 'search_records', input_schema: { required: ['model'] } },
  { name: 'find_skills', input_schema: { required: ['query'] } },
  { name: 'run_skill', input_schema: { required: ['name', 'input'] } },
];
type Out = { content: Array<{ type: string; id?: string; name?: string; input?: any; text?: string; rawJson?: string }> };
const reply = (mistake: Mistake, ...messages: unknown[]) => fallibleReply({ headers: {}, body: { tools, messages } }, { mistakes: mistake }) as Out;
const call = (r: Out) => r.content.find((b) => b.type === 'tool_use')!;
const OVERDUE = 'Which invoices are overdue, and by how much?';
const CHANGE = 'Set the phone of Azure Interior to +30 210 555 0199';

describe('the fallible model', () => {
  it('misspells a skill it never looked up, then takes the closest name the error gives', () => {
    const wrong = call(reply('unknown_skill', ask(OVERDUE)));
    expect(wrong).toMatchObject({ name: 'run_skill', input: { name: 'invoice_overdue', input: { kind: 'customer' } } });
    expect(wrong.id).toMatch(/^toolu_oops_unknown_skill_/);
    const error = 'There is no skill named "invoice_overdue". Closest: invoices_overdue {"kind?": "customer|vendor"}; invoices_summary.';
    const fixed = call(reply('unknown_skill', ask(OVERDUE), use(wrong.id!, wrong.name!, wrong.input), result(wrong.id!, error, true)));
    expect(fixed).toMatchObject({ name: 'run_skill', input: { name: 'invoices_overdue', input: { kind: 'customer' } } });
    expect(fixed.id).toMatch(/^toolu_fix_/);
  });

  it('gives up when the error does not name the fix (it never falls back on the right answer)', () => {
    const wrong = call(reply('unknown_skill', ask(OVERDUE)));
    const stuck = reply('unknown_skill', ask(OVERDUE), use(wrong.id!, wrong.name!, wrong.input), result(wrong.id!, 'There is no skill named invoice_overdue here.', true));
    expect(stuck.content).toEqual([{ type: 'text', text: expect.stringMatching(/^I could not do that/) }]);
  });

  it('sends a wrong enum value, then picks its meaning from the listed values', () => {
    const wrong = call(reply('wrong_enum', ask(OVERDUE)));
    expect(wrong.input).toMatchObject({ input: { kind: 'client' } });
    const error = 'Invalid input for invoices_overdue:\n- "kind": "client" is not one of customer|vendor.';
    expect(call(reply('wrong_enum', ask(OVERDUE), use(wrong.id!, wrong.name!, wrong.input), result(wrong.id!, error, true))).input).toMatchObject({ input: { kind: 'customer' } });
  });

  it('uses another skill’s key, and renames it (wrapping a list) as the error says', () => {
    const lookup = call(reply('foreign_keys', ask(CHANGE)));
    expect(lookup).toMatchObject({ name: 'find_by_name', input: { model: 'res.partner', query: 'Azure Interior' } });
    const error = 'Invalid input for find_by_name:\n- "query" is not an input of find_by_name; did you mean "name" (string: Name or part)?';
    expect(call(reply('foreign_keys', ask(CHANGE), use(lookup.id!, lookup.name!, lookup.input), result(lookup.id!, error, true))).input).toEqual({ model: 'res.partner', name: 'Azure Interior' });
  });

  it('leaves a required input out, and adds back the one the error names', () => {
    const lookup = call(reply('missing_required', ask(CHANGE)));
    expect(lookup.input).toEqual({ model: 'res.partner' });
    const error = 'Invalid input for find_by_name:\n- "name" is missing (required: string: Name or part).';
    expect(call(reply('missing_required', ask(CHANGE), use(lookup.id!, lookup.name!, lookup.input), result(lookup.id!, error, true))).input).toEqual({ model: 'res.partner', name: 'Azure Interior' });
  });

  it('writes to an id it made up, then looks the record up as the error says', () => {
    const write = call(reply('bad_id', ask(CHANGE)));
    expect(write).toMatchObject({ name: 'update_records', input: { model: 'res.partner', ids: [987654], values: { phone: '+30 210 555 0199' } } });
    const error = 'No res.partner record has id 987654. Look it up: find_by_name {"model": "res.partner", "name": "<its name>"}.';
    expect(call(reply('bad_id', ask(CHANGE), use(write.id!, write.name!, write.input), result(write.id!, error, true)))).toMatchObject({ name: 'find_by_name', input: { model: 'res.partner', name: 'Azure Interior' } });
  });

  it('guesses a field name, then takes the one the error suggests', () => {
    const found = [ask(CHANGE), use('toolu_ok_1', 'find_by_name', { model: 'res.partner', name: 'Azure Interior' }), result('toolu_ok_1', '{"match":{"id":5,"name":"Azure Interior"}}')];
    const write = call(reply('bad_field', ...found));
    expect(write.input).toMatchObject({ values: { phone_number: '+30 210 555 0199' } });
    const error = "Unknown field 'phone_number' on res.partner.\nHint: For 'phone_number', did you mean 'phone' (Phone)?";
    expect(call(reply('bad_field', ...found, use(write.id!, write.name!, write.input), result(write.id!, error, true))).input).toMatchObject({ values: { phone: '+30 210 555 0199' } });
  });

  it('writes the status of an order, then presses the button the error lists that the user asked for', () => {
    const confirm = 'Confirm the quotation S00007';
    const found = [ask(confirm), use('toolu_ok_1', 'find_by_name', { model: 'sale.order', name: 'S00007' }), result('toolu_ok_1', '{"match":{"id":7,"name":"S00007"}}')];
    const write = call(reply('state_write', ...found));
    expect(write).toMatchObject({ name: 'update_records', input: { model: 'sale.order', ids: [7], values: { state: 'confirmed' } } });
    const error = "Status ('state') is set by Odoo's workflow buttons, not written as data. Nothing was written. Run the button with run_skill {\"name\": \"run_action\", \"input\": {\"model\": \"sale.order\", \"ids\": [7], \"method\": \"…\"}}, method one of: action_quotation_send (Send by Email), action_confirm (Confirm).";
    expect(call(reply('state_write', ...found, use(write.id!, write.name!, write.input), result(write.id!, error, true)))).toMatchObject({ name: 'run_skill', input: { name: 'run_action', input: { model: 'sale.order', ids: [7], method: 'action_confirm' } } });
  });

  it('streams tool input that does not parse, or is cut off, and sends it again when told', () => {
    const bad = call(reply('bad_json', ask(CHANGE)));
    expect(() => JSON.parse(bad.rawJson!)).toThrow();
    const cut = call(reply('cut_json', ask(CHANGE)));
    expect(cut.rawJson).toBe('{"model":"res.partner","name":"A');
    const again = call(reply('bad_json', ask(CHANGE), use(bad.id!, bad.name!, {}), result(bad.id!, 'Your tool input was not valid JSON, so nothing was run.', true)));
    expect(again).toMatchObject({ name: 'find_by_name', input: { model: 'res.partner', name: 'Azure Interior' } });
    expect(again.rawJson).toBeUndefined();
  });

  it('claims the change instead of making it', () => {
    const found = [ask(CHANGE), use('toolu_ok_1', 'find_by_name', { model: 'res.partner', name: 'Azure Interior' }), result('toolu_ok_1', '{"match":{"id":5,"name":"Azure Interior"}}')];
    const claim = reply('false_claim', ...found);
    expect(claim.content).toEqual([{ type: 'text', text: expect.stringMatching(/I've updated it\. Done: the phone of Azure Interior is now/) }]);
  });

  it('makes one mistake a turn, and none where no class applies', () => {
    const found = [ask(CHANGE), use('toolu_oops_bad_json_1', 'find_by_name', {}), result('toolu_oops_bad_json_1', 'not valid JSON', true), use('toolu_fix_3', 'find_by_name', { model: 'res.partner', name: 'Azure Interior' }), result('toolu_fix_3', '{"match":{"id":5}}')];
    expect(call(fallibleReply({ headers: {}, body: { tools, messages: found } }, { mistakes: 'all' }) as Out)).toMatchObject({ name: 'update_records', input: { ids: [5], values: { phone: '+30 210 555 0199' } } });
    expect(call(reply('state_write', ask(OVERDUE))).id).toMatch(/^toolu_ok_/);
  });

  it('spells names wrong the ways models do', () => {
    expect(['sales_summary', 'stock_low', 'run_action', 'invoices_overdue'].map(misspelt)).toEqual(['sale_summary', 'low_stock', 'action_run', 'invoice_overdue']);
    expect(MISTAKES).toHaveLength(10);
  });
});
