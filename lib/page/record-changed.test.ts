// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { NOTICE_ID, onRecordChanged } from './record-changed';

const form = (dirty: boolean) =>
  `<div class="o_action_manager"><div class="o_view_controller o_form_view"><div class="o_form_renderer${dirty ? ' o_form_dirty' : ''}"></div></div></div>`;
const href = 'https://acme.odoo.com/odoo/contacts/5';
const changed = (ids: number[]) => ({ type: 'record/changed' as const, model: 'res.partner', ids, by: 'write' as const });

beforeEach(() => {
  document.body.className = 'o_web_client';
});

describe('onRecordChanged', () => {
  it('asks for a reload when the clean form shows the record', () => {
    document.body.innerHTML = form(false);
    expect(onRecordChanged(document, href, changed([5]))).toEqual({ outcome: 'reload' });
  });

  it('leaves a dirty form alone and shows the notice once', () => {
    document.body.innerHTML = form(true);
    expect(onRecordChanged(document, href, changed([5]))).toEqual({ outcome: 'notice' });
    expect(onRecordChanged(document, href, changed([5]))).toEqual({ outcome: 'notice' });
    expect(document.querySelectorAll(`#${NOTICE_ID}`)).toHaveLength(1);
  });

  it('does nothing for another record, or a list', () => {
    document.body.innerHTML = form(true);
    expect(onRecordChanged(document, href, changed([6]))).toEqual({ outcome: 'elsewhere' });
    document.body.innerHTML = '<div class="o_action_manager"><div class="o_view_controller o_list_view"></div></div>';
    expect(onRecordChanged(document, 'https://acme.odoo.com/odoo/contacts', changed([5]))).toEqual({ outcome: 'elsewhere' });
    expect(document.getElementById(NOTICE_ID)).toBeNull();
  });
});
