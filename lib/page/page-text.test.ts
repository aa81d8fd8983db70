// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { askControl } from './ask-control';
import { pageLanguage, pageText } from './page-text';

// As Odoo 17 and 18 inline it in the web client's page (the stand-in does the same).
const odooPage = (lang: string) => {
  document.head.innerHTML = `<script>var odoo = { csrf_token: "x", __session_info__: {"uid": 2, "user_context": {"lang": "${lang}", "tz": "UTC", "uid": 2}} };</script>`;
  document.body.innerHTML = '';
};

describe('pageText', () => {
  it('reads the Odoo user language from the session info the page inlines', () => {
    odooPage('fr_BE');
    expect(pageLanguage(document)).toBe('fr_BE');
    expect(pageText(document)['page.ask']).toBe('Demander à Weft');
  });
  it('falls back to English for a language Weft has no words for, or no session info', () => {
    odooPage('it_IT');
    expect(pageText(document)['page.ask']).toBe('Ask Weft');
    document.head.innerHTML = '<script>var x = {"lang": "de_DE"};</script>';
    expect(pageLanguage(document)).toBeUndefined();
  });
  it('labels the Ask Weft control in German on a German Odoo', () => {
    odooPage('de_DE');
    const control = askControl(document, () => undefined);
    document.body.innerHTML = '<div class="o_action_manager"><div class="o_control_panel"><div class="o_control_panel_breadcrumbs"><div class="o_control_panel_main_buttons"></div></div></div></div>';
    control.ensure('form');
    const button = document.querySelector('[data-weft="ask"]')?.shadowRoot?.querySelector('button');
    expect(button?.textContent).toBe('Weft fragen');
    control.remove();
  });
});
