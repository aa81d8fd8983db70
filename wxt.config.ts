import { defineConfig } from 'wxt';
import { MANAGED_SCHEMA, MANAGED_SCHEMA_FILE } from './lib/settings/managed-schema';
import { DEFAULT_LOCALE, manifestLocales, msg } from './lib/i18n/manifest-locales';
import { catalogs } from './lib/i18n/messages';
import { splitCatalogs } from './lib/i18n/split-catalogs';
import { preloadPanelChunks } from './entrypoints/sidepanel/preload-chunks';
import { panelChunks } from './entrypoints/sidepanel/panel-chunks';

// The test build (WEFT_TEST_BUILD=1) lists the local stand-in origins as host permissions, because a
// runtime permission prompt cannot be answered in headless Chromium. The shipped build never does.
const testBuild = process.env.WEFT_TEST_BUILD === '1';

export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  // Test builds expose a few worker hooks (e.g. the context menu's click, which no test can click).
  // Chunks are read from the extension's own files, never downloaded: Vite's 500 kB web-page warning
  // does not apply. Every browser Weft runs in (Chrome 116+, Firefox 140+) preloads modules itself:
  // Vite's modulepreload polyfill would be dead code in the panel.
  vite: () => ({
    define: { 'import.meta.env.WEFT_TEST_BUILD': JSON.stringify(testBuild) },
    build: { chunkSizeWarningLimit: 1024, modulePreload: { polyfill: false } },
  }),
  // The top level is fixed (no public/): the icon set lives beside the entrypoints; WXT finds
  // public/icon/<size>.png and lists them as the manifest's icons. Drawn by test/make-icons.ts.
  publicDir: 'entrypoints/public',
  outDir: testBuild ? '.output-test' : '.output',
  // MV3 for Firefox too: one code path for scripting.registerContentScripts and optional hosts.
  manifestVersion: 3,
  hooks: {
    // The side panel holds English and fetches another language when it first speaks it; its page
    // names the app's chunks so they load beside the entry, and its first paint comes in two of them
    // (panel-chunks.ts) (issue 32).
    'vite:build:extendConfig': (entrypoints, config) => {
      if (entrypoints.some((e) => e.name === 'sidepanel')) {
        config.plugins = [...(config.plugins ?? []), splitCatalogs(catalogs), preloadPanelChunks()];
        Object.assign(config.build!.rollupOptions!.output!, { codeSplitting: panelChunks() });
      }
    },
    'build:publicAssets': (_wxt, assets) => {
      assets.push({ relativeDest: MANAGED_SCHEMA_FILE, contents: JSON.stringify(MANAGED_SCHEMA, null, 2) });
      // The manifest's words in every language, from lib/i18n (the top level has no _locales/).
      for (const [relativeDest, contents] of Object.entries(manifestLocales())) assets.push({ relativeDest, contents });
    },
  },
  manifest: ({ browser }) => ({
    name: msg('extName'),
    description: msg('extDescription'),
    default_locale: DEFAULT_LOCALE,
    // The organisation's policy (lib/settings/policy.ts) arrives through managed storage.
    storage: { managed_schema: MANAGED_SCHEMA_FILE },
    // sidePanel.open(), which the toolbar icon and the shortcut use, arrived in Chrome 116.
    ...(browser === 'firefox' ? {} : { minimum_chrome_version: '116' }),
    permissions: ['storage', 'alarms', 'scripting', 'activeTab', 'contextMenus', ...(browser === 'firefox' ? [] : ['sidePanel'])],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    host_permissions: testBuild ? ['http://127.0.0.1/*', 'http://localhost/*'] : [],
    action: { default_title: msg('openWeft'), default_icon: { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png' } },
    commands: {
      // Chrome opens the side panel through the action; Firefox toggles its sidebar.
      [browser === 'firefox' ? '_execute_sidebar_action' : '_execute_action']: {
        suggested_key: { default: 'Alt+Shift+W' },
        description: msg('openWeft'),
      },
    },
    // Firefox 140 (ESR) is the first to read data_collection_permissions, which addons.mozilla.org
    // requires; 128 ESR is out of support. Android has no sidebar, so Weft is of no use there;
    // 142 is only the version that reads the key.
    browser_specific_settings:
      browser === 'firefox'
        ? {
            gecko: { id: 'weft@weft.dev', strict_min_version: '140.0', data_collection_permissions: { required: ['none'] } },
            gecko_android: { strict_min_version: '142.0' },
          }
        : undefined,
  }),
});
