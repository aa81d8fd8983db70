// Styles for Weft's shadow roots in Odoo's page. Odoo re-renders its control panel on every
// navigation, so the Ask control is put back into a new row each time: a <style> inside it is parsed
// again on each insertion (about 0.2 ms of the tab's main thread per navigation, traced on real 17).
// A constructed sheet is parsed once and adopted by every root. Firefox content scripts run behind
// Xray wrappers, where a sheet made by the script cannot be adopted by the page's shadow root: a
// <style> there.

const sheets = new Map<string, CSSStyleSheet>();

export function styleShadow(root: ShadowRoot, css: string): void {
  if (import.meta.env.BROWSER !== 'firefox' && 'adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function') {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = css;
  root.prepend(style);
}
