import { describe, expect, it } from 'vitest';
import { firstPaintFiles } from './panel-chunks';

// A panel build's module graph: static imports, and the dynamic ones (the entry's, a later view's).
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  '/p/entrypoints/sidepanel/main.tsx': { importedIds: ['/p/lib/messaging/panel-port.ts'], dynamicallyImportedIds: ['/p/entrypoints/sidepanel/mount.tsx', '/p/lib/messaging/panel-client.ts', '/p/lib/db/conversation-read.ts'] },
  '/p/lib/messaging/panel-port.ts': { importedIds: ['/p/node_modules/wxt/dist/browser.mjs'] },
  '/p/node_modules/wxt/dist/browser.mjs': { importedIds: [] },
  '/p/entrypoints/sidepanel/mount.tsx': { importedIds: ['/p/node_modules/react-dom/client.js', '/p/components/app.tsx'] },
  '/p/node_modules/react-dom/client.js': { importedIds: [] },
  '/p/components/app.tsx': { importedIds: ['/p/lib/db/index.ts', '/p/lib/i18n/index.ts'], dynamicallyImportedIds: ['/p/components/settings-view.tsx'] },
  '/p/components/settings-view.tsx': { importedIds: ['/p/lib/settings/prices.ts'] },
  '/p/lib/settings/prices.ts': { importedIds: [] },
  '/p/lib/i18n/index.ts': { importedIds: [], dynamicallyImportedIds: ['\0weft-catalog:fr'] },
  '\0weft-catalog:fr': { importedIds: [] },
  '/p/lib/messaging/panel-client.ts': { importedIds: ['/p/node_modules/zod/mini/index.js', '/p/node_modules/wxt/dist/browser.mjs'] },
  '/p/node_modules/zod/mini/index.js': { importedIds: [] },
  '/p/lib/db/conversation-read.ts': { importedIds: ['/p/lib/db/db.ts'] },
  '/p/lib/db/index.ts': { importedIds: ['/p/lib/db/db.ts'] },
  '/p/lib/db/db.ts': { importedIds: ['/p/node_modules/dexie/dist/dexie.mjs'] },
  '/p/node_modules/dexie/dist/dexie.mjs': { importedIds: [] },
};
const info = (id: string) => {
  const m = graph[id];
  return m ? { ...m, dynamicallyImportedIds: m.dynamicallyImportedIds ?? [] } : null;
};

describe("the panel's first paint comes in two files", () => {
  it("puts the database in one, the rest of what the entry's imports load at once in the other; the entry's own imports and what loads on demand in neither", () => {
    const files = firstPaintFiles('/p/entrypoints/sidepanel/main.tsx', info as never);
    const of = (name: string) => [...files].filter(([, f]) => f === name).map(([id]) => id).sort();
    expect(of('panel-db')).toEqual(['/p/lib/db/conversation-read.ts', '/p/lib/db/db.ts', '/p/lib/db/index.ts', '/p/node_modules/dexie/dist/dexie.mjs']);
    expect(of('panel-app')).toEqual(['/p/components/app.tsx', '/p/entrypoints/sidepanel/mount.tsx', '/p/lib/i18n/index.ts', '/p/lib/messaging/panel-client.ts', '/p/node_modules/react-dom/client.js', '/p/node_modules/zod/mini/index.js']);
    for (const id of ['/p/entrypoints/sidepanel/main.tsx', '/p/lib/messaging/panel-port.ts', '/p/node_modules/wxt/dist/browser.mjs', '/p/components/settings-view.tsx', '/p/lib/settings/prices.ts', '\0weft-catalog:fr']) {
      expect(files.has(id)).toBe(false);
    }
  });
});
