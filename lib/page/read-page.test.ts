// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { breadcrumbTitle, readPage } from './read-page';

// The control panels as each version's templates render them (web/static/src/search/...):
// 16 control_panel.xml web.Breadcrumbs, 17 control_panel.xml, 18/19 breadcrumbs/breadcrumbs.xml.
const v16 = `<div class="o_action_manager"><div class="o_view_controller o_form_view"><div class="o_control_panel"><div class="o_cp_top">
  <div class="o_cp_top_left"><ol class="breadcrumb">
    <li class="breadcrumb-item o_back_button"><a href="#">Quotations</a></li>
    <li class="breadcrumb-item active d-flex align-items-center"><span class="text-truncate">S00007</span>
      <div class="o_form_status_indicator"><span class="text-muted">Unsaved changes</span></div></li>
  </ol></div></div></div></div></div>`;
const v17to19 = `<div class="o_action_manager"><div class="o_view_controller o_form_view"><div class="o_control_panel"><div class="o_control_panel_breadcrumbs">
  <div class="o_breadcrumb d-flex flex-row flex-md-column"><ol class="breadcrumb flex-nowrap text-nowrap lh-sm">
    <li class="breadcrumb-item d-inline-flex min-w-0 o_back_button"><a class="fw-bold text-truncate">Quotations</a></li></ol>
    <div class="d-flex gap-1 text-truncate"><div class="o_last_breadcrumb_item active d-flex gap-2 align-items-center min-w-0 lh-sm">
      <span class="min-w-0 text-truncate">S00007</span></div>
      <div class="o_cp_action_menus"><button class="btn"><i class="fa fa-cog"></i> Actions</button></div></div>
  </div></div></div></div></div>`;
// A dialog's list (e.g. a many2one "Search more") is not the page.
const dialog = '<div class="modal"><div class="o_control_panel"><ol class="breadcrumb"><li class="breadcrumb-item active"><span>Search: Customer</span></li></ol></div></div>';

function load(html: string) {
  document.body.className = 'o_web_client';
  document.body.innerHTML = html;
  return document;
}

describe('breadcrumbTitle', () => {
  it('reads the record name on 16 (no .o_breadcrumb), without the status indicator beside it', () => {
    expect(breadcrumbTitle(load(v16))).toBe('S00007');
    expect(readPage(document, 'http://odoo16.example/web#id=7&model=sale.order&view_type=form')).toMatchObject({ title: 'S00007', model: 'sale.order', recordId: 7 });
  });

  it('reads the record name on 17-19, without the actions beside it', () => {
    expect(breadcrumbTitle(load(v17to19))).toBe('S00007');
  });

  it("is read in the main view's head, never its rows; the page's top only when the head has none", () => {
    for (const html of [v16, v17to19]) {
      const doc = load(html);
      const view = doc.querySelector('.o_view_controller')!;
      const lookups = vi.spyOn(doc, 'querySelector');
      expect(breadcrumbTitle(doc, view)).toBe('S00007');
      expect(lookups).not.toHaveBeenCalled();
      lookups.mockRestore();
    }
    const doc = load('<div class="o_action_manager"><div class="o_view_controller o_list_view"><div class="o_content"><div class="o_control_panel"><ol class="breadcrumb"><li class="breadcrumb-item active"><span>Row</span></li></ol></div></div></div></div>');
    expect(breadcrumbTitle(doc, doc.querySelector('.o_view_controller'))).toBe('Row'); // as before: from the top
  });

  it("ignores a dialog's breadcrumb", () => {
    expect(breadcrumbTitle(load(dialog))).toBeUndefined();
    expect(breadcrumbTitle(load(v16 + dialog))).toBe('S00007');
  });
});
