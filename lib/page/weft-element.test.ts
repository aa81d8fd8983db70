// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { askControl } from './ask-control';
import { suggestionNotice } from './notice';
import { meaningful } from './page-targets';
import { isWeftElement, weftElement } from './weft-element';

const childList = (target: Node, added: Node[]): MutationRecord =>
  ({ type: 'childList', target, addedNodes: added, removedNodes: [] }) as unknown as MutationRecord;

describe('weftElement', () => {
  it('makes a marked host with an open shadow root; nothing else counts as Weft’s', () => {
    const { host, root } = weftElement(document, 'weft-test', 'test');
    expect(host.shadowRoot).toBe(root);
    expect(isWeftElement(host)).toBe(true);
    expect(isWeftElement(document.createElement('div'))).toBe(false);
    expect(isWeftElement(document.createTextNode('weft'))).toBe(false);
  });

  it('the page watcher passes over Weft’s own elements coming and going, not over Odoo’s', () => {
    document.body.innerHTML = '<div class="o_control_panel"><div class="o_control_panel_breadcrumbs"></div></div>';
    const ours = weftElement(document, 'weft-test', 'test').host;
    expect(meaningful(childList(document.body, [ours]), undefined)).toBe(false);
    expect(meaningful(childList(document.body, [ours, document.createElement('div')]), undefined)).toBe(true);
  });

  it('the notice and the Ask control are made as Weft’s elements', () => {
    document.body.innerHTML = '<div class="o_action_manager"><div class="o_control_panel"><div class="o_control_panel_breadcrumbs"></div></div></div>';
    suggestionNotice(document, () => undefined).show({ suggestionId: 's', title: 'T', why: 'W' }, 'p');
    askControl(document, () => undefined).ensure('form');
    const made = [...document.querySelectorAll('weft-notice, weft-ask')];
    expect(made.map((el) => el.tagName.toLowerCase()).sort()).toEqual(['weft-ask', 'weft-notice']);
    expect(made.every(isWeftElement)).toBe(true);
  });
});
