import { countTokens } from '@anthropic-ai/tokenizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skillHarness, type SkillHarness } from '../../test/skill-harness';
import searchRecords from '@/skills/search-records';
import { compactJson, compactValue, htmlToText, MAX_ROWS, recordsResult, toTable, truncate } from './compact';

describe('values', () => {
  it('many2one as "Name (#id)", empty as null, booleans kept', () => {
    expect(compactValue({ id: 233, display_name: 'United States' }, 'many2one')).toBe('United States (#233)');
    expect(compactValue(false, 'char')).toBeNull();
    expect(compactValue(false, 'boolean')).toBe(false);
    expect(compactValue(12.5, 'monetary')).toBe(12.5);
  });

  it('html as text, long text cut', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>world</b> &amp; co</p><p>Next&#39;s &#x41;</p><script>x()</script>')).toBe("Hello world & co\nNext's A");
    expect(compactValue('<p>Hi</p>', 'html')).toBe('Hi');
    const long = compactValue('x'.repeat(1000), 'text') as string;
    expect(long.length).toBe(300);
    expect(long.endsWith('…')).toBe(true);
    expect(truncate('short')).toBe('short');
  });

  it('long id lists capped with a count', () => {
    expect(compactValue(Array.from({ length: 25 }, (_, i) => i + 1), 'one2many')).toEqual([...Array.from({ length: 20 }, (_, i) => i + 1), '+5']);
  });

  it('generic pass caps lists and cuts strings at any depth', () => {
    const out = compactJson({ a: { b: ['y'.repeat(400)] }, list: Array.from({ length: 60 }, (_, i) => i) }) as Record<string, any>;
    expect(out.a.b[0]).toHaveLength(300);
    expect(out.list).toHaveLength(MAX_ROWS + 1);
    expect(out.list.at(-1)).toBe('… 10 more');
  });
});

describe('tables', () => {
  const info = { name: { type: 'char', string: 'Name' }, country_id: { type: 'many2one', string: 'Country' } };
  const records = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `P${i + 1}`, country_id: { id: 1, display_name: 'BE' } }));

  it('id first, one array per record, capped with the rest counted', () => {
    const table = toTable([records[0]!, { id: 2, name: 'P2', country_id: { id: 2, display_name: 'NL' } }], ['name', 'country_id'], info);
    expect(table).toEqual({ columns: ['id', 'name', 'country_id'], rows: [[1, 'P1', 'BE (#1)'], [2, 'P2', 'NL (#2)']] });
    const result = recordsResult('res.partner', records, ['name', 'country_id'], info, 75);
    expect(result).toMatchObject({ source: 'odoo:res.partner', untrusted_record_data: true, total: 75, more: 25 });
    expect(result.rows).toHaveLength(MAX_ROWS);
  });

  it('a many2one value that repeats in the table: its id in the cells, its name once under names', () => {
    const rows = [...records.slice(0, 3), { id: 4, name: 'P4', country_id: { id: 2, display_name: 'NL' } }, { id: 5, name: 'P5', country_id: false }];
    const table = toTable(rows, ['name', 'country_id'], info);
    expect(table.rows).toEqual([[1, 'P1', 1], [2, 'P2', 1], [3, 'P3', 1], [4, 'P4', 2], [5, 'P5', null]]);
    expect(table.names).toEqual({ country_id: { 1: 'BE', 2: 'NL' } });
    const tokens = (t: object) => countTokens(JSON.stringify(t));
    const inline = { columns: table.columns, rows: rows.map((r) => [r.id, r.name, r.country_id ? compactValue(r.country_id, 'many2one') : null]) };
    expect(tokens(table)).toBeLessThan(tokens(inline));
  });

  it("a selection column keeps Odoo's codes in the cells and names the ones present with Odoo's labels", () => {
    const stateInfo = { name: { type: 'char', string: 'Number' }, state: { type: 'selection', string: 'Status', selection: [['draft', 'Quotation'], ['sent', 'Quotation Sent'], ['sale', 'Sales Order'], ['cancel', 'Cancelled']] as Array<[string, string]> } };
    const table = toTable([{ id: 1, name: 'S1', state: 'draft' }, { id: 2, name: 'S2', state: 'sale' }, { id: 3, name: 'S3', state: 'draft' }], ['name', 'state'], stateInfo);
    expect(table.rows).toEqual([[1, 'S1', 'draft'], [2, 'S2', 'sale'], [3, 'S3', 'draft']]);
    expect(table.selections).toEqual({ state: { draft: 'Quotation', sale: 'Sales Order' } });
  });

  it('lines as rows in their cell, columns said once; lines Odoo did not read (ids) counted', () => {
    const lineInfo = { product_id: { type: 'many2one', string: 'Product' }, qty: { type: 'float', string: 'Qty' } };
    const lines = { order_line: { fields: ['product_id', 'qty'], info: lineInfo } };
    const many = [...Array.from({ length: 50 }, (_, i) => ({ id: i + 1, product_id: { id: 9, display_name: 'Lamp' }, qty: i })), 51, 52];
    const result = recordsResult('sale.order', [{ id: 7, name: 'S7', order_line: many }], ['name'], info, 1, lines);
    expect(result.columns).toEqual(['id', 'name', 'order_line']);
    expect(result.line_columns).toEqual({ order_line: ['id', 'product_id', 'qty'] });
    const cell = result.rows[0]![2] as unknown[];
    expect(cell[0]).toEqual([1, 'Lamp (#9)', 0]);
    expect(cell).toHaveLength(51);
    expect(cell.at(-1)).toBe('… 2 more');
    expect(recordsResult('sale.order', [{ id: 7, name: 'S7' }], ['name'], info)).not.toHaveProperty('line_columns');
  });
});

describe('budget', () => {
  let h: SkillHarness;
  beforeAll(async () => {
    h = await skillHarness();
    // The seed has 17 active contacts; add realistic ones to reach 20 and more.
    for (const [i, name] of ['Brightline Logistics', 'Carmen Ortega', 'Nordwind Trading GmbH', 'Olivia Chen', 'Pacific Rim Imports'].entries()) {
      h.odoo.db.create('res.partner', {
        name, active: true, type: 'contact', is_company: i % 2 === 0, customer_rank: 1, supplier_rank: 0, lang: 'en_US', company_id: false,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, phone: `+1 555-01${i}0`, city: 'Portland', country_id: 233,
        vat: i % 2 === 0 ? `US12345678${i}` : false, parent_id: i % 2 === 0 ? false : 5,
      });
    }
  });
  afterAll(() => h.close());

  it('20 partners with default fields stay under 2,000 tokens', async () => {
    const result = await h.run(searchRecords, { model: 'res.partner', limit: 20 });
    expect(result.json.rows).toHaveLength(20);
    const tokens = countTokens(result.content);
    console.log(`20 res.partner rows, default fields: ${tokens} tokens (${result.content.length} chars)`);
    expect(tokens).toBeLessThan(2000);
  });
});
