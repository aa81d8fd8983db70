// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { allInViewHead, errorDialog, inViewHead, mainComponents } from './where';

const page = (html: string) => {
  document.body.innerHTML = html;
  return document;
};

describe('where the page watcher looks', () => {
  it('the dialogs container is a child of the body; nothing when the web client has none', () => {
    expect(mainComponents(page('<div class="o_action_manager"></div><div class="o-main-components-container" id="c"></div>'))?.id).toBe('c');
    expect(mainComponents(page('<div><div class="o-main-components-container"></div></div>'))).toBeNull();
  });

  it("the view's head holds the search and the pager; the content (rows, fields) is not searched", () => {
    const doc = page(`<div class="o_view_controller" id="v"><div class="o_control_panel"><div class="o_searchview_input_container" id="s">
      <div class="o_searchview_facet">a</div></div></div><div class="o_pager" id="p"></div>
      <div class="o_content"><div class="o_pager"></div><div class="o_searchview_facet">in a field</div></div></div>`);
    const view = doc.getElementById('v')!;
    expect(inViewHead(view, '.o_searchview_input_container')?.id).toBe('s');
    expect(inViewHead(view, '.o_pager')?.id).toBe('p');
    expect(allInViewHead(view, '.o_searchview_facet').map((f) => f.textContent)).toEqual(['a']);
    expect(inViewHead(view, '.o_form_renderer')).toBeNull();
  });

  it("a form's head is inside its wrapper (16-19), beside its content", () => {
    const doc = page(`<div class="o_view_controller o_form_view" id="v"><div class="o_form_view_container"><div class="o_control_panel">
      <div class="o_pager" id="p"></div></div><div class="o_content"><div class="o_pager"></div><div class="o_searchview_facet">in a field</div></div></div></div>`);
    const view = doc.getElementById('v')!;
    expect(inViewHead(view, '.o_pager')?.id).toBe('p');
    expect(allInViewHead(view, '.o_searchview_facet')).toEqual([]);
    expect(inViewHead(view, '.o_control_panel')).not.toBeNull();
  });

  it('an error dialog among the dialogs, or a legacy modal on the body', () => {
    expect(errorDialog(page('<div class="o-main-components-container"><div class="modal"><div class="o_error_dialog" id="e"></div></div></div>'))?.id).toBe('e');
    expect(errorDialog(page('<div class="o-main-components-container"></div><div class="modal"><div class="o_error_dialog" id="l"></div></div>'))?.id).toBe('l');
    expect(errorDialog(page('<div class="o-main-components-container"></div><div class="o_content"><div class="modal"><div class="o_error_dialog"></div></div></div>'))).toBeNull();
    // The same document, its dialog gone and back.
    expect(errorDialog(page('<div class="o-main-components-container"></div>'))).toBeNull();
    expect(errorDialog(page('<div class="o-main-components-container"><div class="modal"><div class="o_error_dialog" id="b"></div></div></div>'))?.id).toBe('b');
  });
});
