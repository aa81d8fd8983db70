/// <reference types="chrome" />
import { test, expect } from '@playwright/test';
import { launchWithExtension } from './fixtures';

// The browser shows Weft's name, description, toolbar title and shortcut in its own UI language,
// from the _locales the build generates out of lib/i18n (manifest: __MSG_…__, default_locale en).
for (const [lang, name, title] of [
  ['fr', 'Weft — assistant IA pour Odoo', 'Ouvrir Weft'],
  ['de', 'Weft — KI-Assistent für Odoo', 'Weft öffnen'],
  ['en-US', 'Weft — AI assistant for Odoo', 'Open Weft'],
] as const) {
  test(`a browser in ${lang} shows Weft's manifest in ${lang}`, async () => {
    const ext = await launchWithExtension(undefined, { lang });
    try {
      const seen = await ext.worker.evaluate(async () => ({
        ui: chrome.i18n.getUILanguage(),
        self: await chrome.management.getSelf(),
        title: await chrome.action.getTitle({}),
        commands: await chrome.commands.getAll(),
      }));
      expect(seen.ui, JSON.stringify(seen.self.name)).toMatch(new RegExp(`^${lang.slice(0, 2)}`)); // the browser really runs in that language
      expect(seen.self.name).toBe(name);
      expect(seen.self.description).not.toMatch(/__MSG_/);
      expect(seen.title).toBe(title);
      // (Chrome gives _execute_action no description of its own: the toolbar title stands for it.)
    } finally {
      await ext.close();
    }
  });
}
