import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../../test/skill-harness';
import { validateDomain, validateOrder, validateValues } from './domain';
import { SkillError } from '@/lib/util/skill-error';

let h: SkillHarness;
beforeAll(async () => {
  h = await skillHarness();
});
afterAll(() => h.close());

/** What the model is told: the message and the hint. */
const told = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof SkillError ? error.toolMessage() : String(error)),
  );
const check = (domain: unknown, model = 'sale.order') => told(validateDomain(h.client, model, domain));

describe('validateDomain', () => {
  it.each<[string, unknown[]]>([
    ['empty', []],
    ['implicit and', [['state', '=', 'sale'], ['amount_total', '>', 100]]],
    ['prefix or', ['|', ['state', '=', 'sale'], ['state', '=', 'draft']]],
    ['nested', ['&', '|', ['state', '=', 'sale'], ['state', '=', 'sent'], '!', ['partner_id', '=', false]]],
    ['dotted many2one path', [['partner_id.country_id.code', '=', 'US']]],
    ['any on a relation', [['partner_id', 'any', [['is_company', '=', true]]]]],
    ['constant leaf', [[1, '=', 1]]],
    ['operators in any case', [['name', 'NOT ILIKE', 'x'], ['partner_id', 'child_of', 5], ['user_id', '=?', false]]],
  ])('accepts %s', async (_name, domain) => {
    expect(await check(domain)).toBe('accepted');
  });

  it.each<[string, unknown, RegExp]>([
    ['a non-list', { state: 'sale' }, /list of terms/],
    ['a leaf of arity 2', [['state', 'sale']], /term 0 must be \[field, operator, value\]/],
    ['an unknown operator', [['state', '<>', 'sale']], /unknown operator "<>"[\s\S]*Use one of = != >/],
    ['a dangling or', ['|', ['state', '=', 'sale']], /Incomplete domain: its operators need 1 more term/],
    ['a stray string', ['and', ['state', '=', 'sale']], /Unknown domain operator "and"/],
    ['a wrong field', [['customer', '=', 5]], /Unknown field 'customer' on sale\.order[\s\S]*did you mean 'partner_id' \(Customer\)/],
    ['a misspelt field in a path', [['partner_id.emial', 'ilike', 'x']], /Unknown field 'emial' on res\.partner \(in 'partner_id\.emial'\)[\s\S]*'email'/],
    ['a path through a non-relational field', [['name.id', '=', 1]], /'name' on sale\.order is a char field/],
    ['a secret field', [['user_id.password', '=', 'x']], /secret fields/],
    ['any on a scalar', [['name', 'any', []]], /needs a relational field/],
    ['a bad sub-domain', [['partner_id', 'any', [['nope', '=', 1]]]], /Unknown field 'nope' on res\.partner/],
    // Odoo 16-18 would drop the condition and answer every order; 19 refuses it.
    ['a field Odoo cannot search', [['partner_id.sale_order_count', '>', 0]], /'partner_id\.sale_order_count' cannot be searched: Odoo computes it on reading/],
  ])('refuses %s', async (_name, domain, message) => {
    expect(await check(domain)).toMatch(message);
  });

  it('costs no round trip once the fields are cached', async () => {
    await check([['partner_id.country_id.code', '=', 'US']]);
    const before = h.client.rpcCount;
    await check(['|', ['partner_id.country_id.code', '=', 'US'], ['state', 'in', ['sale']]]);
    expect(h.client.rpcCount - before).toBe(0);
  });
});

describe('validateOrder', () => {
  it('accepts field, direction and nulls', async () => {
    expect(await told(validateOrder(h.client, 'sale.order', 'date_order desc, id, amount_total DESC NULLS LAST'))).toBe('accepted');
  });
  it('refuses unknown fields and odd syntax', async () => {
    expect(await told(validateOrder(h.client, 'sale.order', 'amount desc'))).toMatch(/Unknown field 'amount'[\s\S]*did you mean/);
    expect(await told(validateOrder(h.client, 'sale.order', 'name; drop table'))).toMatch(/Bad order term/);
  });
  it('refuses a field Odoo cannot order by (16-17 would drop the term unsaid)', async () => {
    expect(await told(validateOrder(h.client, 'res.partner', 'sale_order_count desc'))).toMatch(/Cannot order by 'sale_order_count': Odoo does not store it/);
    expect(await told(validateOrder(h.client, 'res.partner', 'credit desc'))).toMatch(/Cannot order by 'credit'/);
  });
});

describe('validateValues', () => {
  it('refuses unknown fields with a hint', async () => {
    expect(await told(validateValues(h.client, 'res.partner', { emial: 'a@b.c' }))).toMatch(/did you mean 'email'/);
  });
  it('checks nested creates on their own model', async () => {
    await expect(validateValues(h.client, 'sale.order', { partner_id: 5, order_line: [[0, 0, { product_id: 1, qty: 2 }]] })).rejects.toThrow(
      /Unknown field 'qty' on sale\.order\.line/,
    );
    await expect(validateValues(h.client, 'sale.order', { partner_id: 5, order_line: [[0, 0, { product_id: 1, product_uom_qty: 2 }]] })).resolves.toBeUndefined();
  });
  it('checks the values of line updates too, and refuses a command it cannot read', async () => {
    await expect(validateValues(h.client, 'sale.order', { order_line: [[1, 3, { qty: 2 }]] })).rejects.toThrow(/Unknown field 'qty' on sale\.order\.line/);
    expect(await told(validateValues(h.client, 'sale.order', { order_line: [[1, 'virtual_3', { qty: 2 }]] }))).toMatch(/holds a command Weft does not read[\s\S]*\[1, id, \{values\}\]/);
    await expect(validateValues(h.client, 'sale.order', { order_line: [[2, 3], [4, 5], [6, 0, [5]], [5]] })).resolves.toBeUndefined();
  });
  it('refuses x2many commands into a write-forbidden model', async () => {
    await expect(validateValues(h.client, 'res.partner', { user_ids: [[4, 2]] })).rejects.toThrow(/does not change res\.users/);
  });
});
