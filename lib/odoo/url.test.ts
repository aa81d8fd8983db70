import { describe, expect, it } from 'vitest';
import { parseCompanyIds, parseOdooUrl, type PageRoute, looksLikeOdoo } from './url';

const O = 'https://acme.odoo.com';

const cases: Array<[string, string, PageRoute | null]> = [
  // 16/17: hash routes
  [
    '17 list',
    `${O}/web#action=464&model=sale.order&view_type=list&cids=1&menu_id=295`,
    {
      kind: 'view', scheme: 'hash', actionId: 464, model: 'sale.order', viewType: 'list', menuId: 295,
      companyIds: [1], chain: [{ actionId: 464, model: 'sale.order' }],
    },
  ],
  [
    '17 form',
    `${O}/web#id=24&cids=1&menu_id=295&action=464&model=sale.order&view_type=form`,
    {
      kind: 'view', scheme: 'hash', actionId: 464, model: 'sale.order', recordId: 24, viewType: 'form',
      menuId: 295, companyIds: [1], chain: [{ actionId: 464, model: 'sale.order', recordId: 24 }],
    },
  ],
  [
    '17 new form (no id)',
    `${O}/web#cids=1&menu_id=295&action=464&model=sale.order&view_type=form`,
    {
      kind: 'view', scheme: 'hash', actionId: 464, model: 'sale.order', recordId: 'new', viewType: 'form',
      menuId: 295, companyIds: [1], chain: [{ actionId: 464, model: 'sale.order', recordId: 'new' }],
    },
  ],
  [
    '16 debug + two companies (encoded comma)',
    `${O}/web?debug=1#action=120&model=res.partner&view_type=kanban&cids=2%2C1&menu_id=90`,
    {
      kind: 'view', scheme: 'hash', actionId: 120, model: 'res.partner', viewType: 'kanban', menuId: 90,
      companyIds: [2, 1], debug: '1', chain: [{ actionId: 120, model: 'res.partner' }],
    },
  ],
  [
    '16 plain comma cids, pivot',
    `${O}/web#action=300&model=account.move&view_type=pivot&cids=1,3`,
    {
      kind: 'view', scheme: 'hash', actionId: 300, model: 'account.move', viewType: 'pivot', companyIds: [1, 3],
      chain: [{ actionId: 300, model: 'account.move' }],
    },
  ],
  [
    'hash with action only',
    `${O}/web#action=464`,
    { kind: 'view', scheme: 'hash', actionId: 464, chain: [{ actionId: 464 }] },
  ],
  [
    'hash client action by xmlid',
    `${O}/web#action=mail.action_discuss&cids=1`,
    { kind: 'view', scheme: 'hash', actionXmlId: 'mail.action_discuss', companyIds: [1], chain: [{ actionXmlId: 'mail.action_discuss' }] },
  ],
  ['/web home', `${O}/web`, { kind: 'home', scheme: 'hash', chain: [] }],
  ['/web#menu_id home', `${O}/web#menu_id=5`, { kind: 'home', scheme: 'hash', menuId: 5, chain: [] }],
  // 17.2+/18/19: path routes
  ['18 list', `${O}/odoo/sales`, { kind: 'view', scheme: 'path', actionPath: 'sales', chain: [{ actionPath: 'sales' }] }],
  [
    '18 form',
    `${O}/odoo/sales/7`,
    { kind: 'view', scheme: 'path', actionPath: 'sales', recordId: 7, viewType: 'form', chain: [{ actionPath: 'sales', recordId: 7 }] },
  ],
  [
    '18 new',
    `${O}/odoo/sales/new`,
    { kind: 'view', scheme: 'path', actionPath: 'sales', recordId: 'new', viewType: 'form', chain: [{ actionPath: 'sales', recordId: 'new' }] },
  ],
  [
    '18 numeric action',
    `${O}/odoo/action-464/7`,
    { kind: 'view', scheme: 'path', actionId: 464, recordId: 7, viewType: 'form', chain: [{ actionId: 464, recordId: 7 }] },
  ],
  [
    '18 xmlid action, kanban in query',
    `${O}/odoo/action-sale.action_orders?view_type=kanban`,
    { kind: 'view', scheme: 'path', actionXmlId: 'sale.action_orders', viewType: 'kanban', chain: [{ actionXmlId: 'sale.action_orders' }] },
  ],
  [
    '18 model route',
    `${O}/odoo/res.partner/5`,
    { kind: 'view', scheme: 'path', model: 'res.partner', recordId: 5, viewType: 'form', chain: [{ model: 'res.partner', recordId: 5 }] },
  ],
  [
    '18 m- model route',
    `${O}/odoo/m-partner/5`,
    { kind: 'view', scheme: 'path', model: 'partner', recordId: 5, viewType: 'form', chain: [{ model: 'partner', recordId: 5 }] },
  ],
  [
    '18 nested: breadcrumb kept, last pair current',
    `${O}/odoo/sales/7/res.partner/3`,
    {
      kind: 'view', scheme: 'path', model: 'res.partner', recordId: 3, viewType: 'form',
      chain: [{ actionPath: 'sales', recordId: 7 }, { model: 'res.partner', recordId: 3 }],
    },
  ],
  [
    '18 nested action list under a record',
    `${O}/odoo/contacts/12/action-245?cids=1-2&debug=1`,
    {
      kind: 'view', scheme: 'path', actionId: 245, companyIds: [1, 2], debug: '1',
      chain: [{ actionPath: 'contacts', recordId: 12 }, { actionId: 245 }],
    },
  ],
  ['18 home', `${O}/odoo`, { kind: 'home', scheme: 'path', chain: [] }],
  ['18 home, trailing slash and debug', `${O}/odoo/?debug=assets`, { kind: 'home', scheme: 'path', debug: 'assets', chain: [] }],
  ['login', `${O}/web/login`, { kind: 'login', scheme: 'path', chain: [] }],
  ['login with redirect', `${O}/web/login?redirect=%2Fodoo%2Fsales`, { kind: 'login', scheme: 'path', chain: [] }],
  // not the web client
  ['website page', `${O}/shop`, null],
  ['file download', `${O}/web/content/42`, null],
  ['other site', 'https://example.com/', null],
  ['odoo-ish prefix', `${O}/odooblog/post`, null],
  ['not a URL', 'sales/7', null],
  ['not http', 'chrome://extensions', null],
];

describe('parseOdooUrl', () => {
  it.each(cases)('%s', (_name, url, expected) => {
    expect(parseOdooUrl(url)).toStrictEqual(expected);
  });
});

describe('parseCompanyIds', () => {
  it('accepts every separator and drops junk', () => {
    expect(parseCompanyIds('1')).toEqual([1]);
    expect(parseCompanyIds('3,1')).toEqual([3, 1]);
    expect(parseCompanyIds('3-1')).toEqual([3, 1]);
    expect(parseCompanyIds('x')).toBeUndefined();
    expect(parseCompanyIds('')).toBeUndefined();
  });
});

describe('looksLikeOdoo', () => {
  it('is true for the web client and the login page of any version', () => {
    for (const href of ['https://acme.odoo.com/web#id=5&model=res.partner', 'https://acme.odoo.com/odoo/contacts/5', 'http://localhost:8069/web/login', 'https://erp.example.com/odoo', 'https://erp.example.com/web?debug=1']) {
      expect(looksLikeOdoo(href), href).toBe(true);
    }
  });
  it('is false for other sites and look-alike paths', () => {
    for (const href of ['https://mail.google.com/mail/u/0/', 'https://docs.example.com/website/odoo', 'https://example.com/webmail', 'https://example.com/odoostuff', 'chrome://extensions/', 'not a url']) {
      expect(looksLikeOdoo(href), href).toBe(false);
    }
  });
});
