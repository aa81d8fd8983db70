import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseVersion } from './session';
import { lineWarningOf, majorOf, MAJORS, recomputedBy, STATES, statesOn, statesOnAnyVersion, traitsOf } from './versions';

describe('traitsOf', () => {
  it.each([
    ['16.0', 16, true, 'read_group', 'check_access_rights', 'hash', 'pair', 'strict_journal'],
    ['17.0', 17, false, 'read_group', 'check_access_rights', 'hash', 'pair', 'strict_journal'],
    ['saas~17.2', 17, false, 'read_group', 'check_access_rights', 'path', 'pair', 'strict_journal'],
    ['18.0+e', 18, false, 'read_group', 'has_access', 'path', 'pair', 'entry_hash'],
    ['19.0', 19, false, 'formatted_read_group', 'has_access', 'path', 'object', 'entry_hash'],
    ['20.0', 19, false, 'formatted_read_group', 'has_access', 'path', 'object', 'entry_hash'],
  ] as const)('%s', (full, major, bareSums, groupCall, accessCall, urlScheme, formMany2one, hashLock) => {
    const traits = traitsOf(parseVersion(full));
    expect(traits).toEqual({
      major, specification: major >= 17, groupCall, bareSums, accessCall, urlScheme, formMany2one, hashLock,
      onchangeSpec: major >= 17 ? 'specification' : 'field_onchange', taxTotals: major >= 18 ? 'summary' : 'amounts',
      htmlBody: major >= 17 ? 'body_is_html' : 'as-is',
      taskDone: major >= 17 ? 'state' : 'closing_stage', taskDeadline: major >= 17 ? 'datetime' : 'date', moveDone: major >= 17 ? 'picked' : 'quantity_done',
      formRequired: major >= 17 ? '_isRequired' : 'isRequired', moBackorder: major >= 17 ? 'operation_type' : 'always_asks',
      downPayment: major >= 19 ? 'target' : major >= 17 ? 'per_tax' : 'product',
      downPaymentGroup: {
        by: major === 16 ? 'one_line' : major === 17 ? 'analytic' : major === 18 ? 'income_account' : 'taxes',
        lineAmount: major === 17 ? 'rounded' : 'raw',
      },
      deliveredTypes: major >= 18 ? ['consu'] : ['consu', 'product'],
      saleLine: major >= 19 ? { unit: 'product_uom_id', routes: 'route_ids' } : { unit: 'product_uom', routes: 'route_id' },
      relatedGroups: major >= 18,
      stepTransfers: major >= 18 ? 'next_on_validate' : 'all_on_confirm',
      hasGroup: major >= 18 ? 'record' : 'model',
      saleLockBy: major >= 19 ? 'superuser' : 'user',
    });
  });
});

describe('recomputedBy', () => {
  it("names what a task's stage resets on each version, and nothing a write sets itself", () => {
    expect(recomputedBy('project.task', ['stage_id'], 16)).toEqual(['kanban_state']);
    expect(recomputedBy('project.task', ['stage_id', 'user_ids'], 17)).toEqual(['state']);
    expect(recomputedBy('project.task', ['stage_id', 'state'], 19)).toEqual([]);
    expect(recomputedBy('project.task', ['user_ids'], 18)).toEqual([]);
    expect(recomputedBy('res.partner', ['stage_id'], 17)).toEqual([]);
  });
});

describe('lineWarningOf', () => {
  it("asks an order line's onchange on 16-18, reads the line's message on 19, and an invoice's or bill's only on 19", () => {
    for (const major of [16, 17, 18]) {
      expect(lineWarningOf('sale.order', undefined, major)).toEqual({ ask: 'onchange', trade: 'sale', lineModel: 'sale.order.line', parent: 'order_id', selection: 'sale_line_warn' });
      expect(lineWarningOf('purchase.order', undefined, major)).toMatchObject({ ask: 'onchange', trade: 'purchase', lineModel: 'purchase.order.line' });
      expect(lineWarningOf('account.move', 'out_invoice', major)).toBeUndefined();
    }
    expect(lineWarningOf('sale.order', undefined, 19)).toEqual({ ask: 'computed', trade: 'sale', lineModel: 'sale.order.line', parent: 'order_id', field: 'sale_line_warn_msg' });
    expect(lineWarningOf('account.move', 'out_invoice', 19)).toEqual({ ask: 'computed', trade: 'sale', lineModel: 'account.move.line', parent: 'move_id', field: 'sale_line_warn_msg' });
    expect(lineWarningOf('account.move', 'in_invoice', 19)).toMatchObject({ ask: 'computed', trade: 'purchase', field: 'purchase_line_warn_msg' });
    expect(lineWarningOf('account.move', 'out_refund', 19)).toBeUndefined();
    expect(lineWarningOf('res.partner', undefined, 19)).toBeUndefined();
  });
});

describe('majorOf', () => {
  it('reads a later server as 19 and an unparsed one as the default', () => {
    expect([16, 17, 18, 19, 21, 0, undefined].map((m) => majorOf(m))).toEqual([16, 17, 18, 19, 19, 17, 17]);
    expect(majorOf(parseVersion('saas~18.3+e'))).toBe(18);
  });
});

describe('states', () => {
  it('are per version where Odoo changed them', () => {
    expect(statesOn('sale.order', { major: 16 })).toContain('done');
    expect(statesOn('sale.order', { major: 17 })).not.toContain('done');
    expect(statesOn('purchase.order', { major: 19 })).not.toContain('done');
    expect(statesOn('account.payment', { major: 18 })).toContain('in_process');
    for (const model of Object.keys(STATES) as Array<keyof typeof STATES>) for (const major of MAJORS) expect(STATES[model][major].length).toBeGreaterThan(1);
  });

  it('a set over every version takes states of any version and refuses a misspelt one', () => {
    expect(statesOnAnyVersion('account.payment', ['cancel', 'canceled'])).toEqual(['cancel', 'canceled']);
    expect(() => statesOnAnyVersion('sale.order', ['confirmed'])).toThrow(/sale.order has no state confirmed/);
  });
});

// "Skills do not branch on versions": the one place that compares version numbers is versions.ts.
const ROOT = join(__dirname, '..', '..');
const COMPARES = /versionAtLeast\(|\bmajor\s*(<|>|===|!==|<=|>=)\s*\d|\.major\s*(<|>|===|!==|<=|>=)|\d\s*(<|>|===|!==|<=|>=)\s*[\w.]*\bmajor\b|\bmajor as\b/;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('the one home of version differences', () => {
  it('no source file but versions.ts compares Odoo versions', () => {
    const found = ['entrypoints', 'components', 'lib', 'skills']
      .flatMap(sources)
      .filter((file) => file !== join('lib', 'odoo', 'versions.ts'))
      .flatMap((file) => readFileSync(join(ROOT, file), 'utf8').split('\n').map((line, i) => (COMPARES.test(line) ? `${relative('.', file)}:${i + 1}: ${line.trim()}` : '')))
      .filter(Boolean);
    expect(found).toEqual([]);
  });

  it('the pattern catches a comparison', () => {
    for (const line of ['if (version.major >= 19)', 'versionAtLeast(v, 18)', 'major < 17 ? a : b', '17 <= session.version.major', 'row.versions[major as 16]']) expect(line).toMatch(COMPARES);
  });
});
