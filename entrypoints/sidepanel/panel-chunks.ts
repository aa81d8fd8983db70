import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
type CodeSplittingOptions = Rolldown.CodeSplittingOptions;

// Build time only (wxt.config.ts). What the panel's entry imports at once (the app, its client, the
// database for the early read) came in twelve files, most of them a few kB shared with a later view:
// each costs a request, a response and a module record on the panel's main thread and the browser's,
// before the first paint (issue 32). They come in two files now: the database (Dexie and lib/db,
// which the entry's early read needs first, so it does not wait for the app) and the rest. What the
// entry imports itself stays in the entry; language catalogs, later views and file readers stay on demand.

const ENTRY = /[\\/]entrypoints[\\/]sidepanel[\\/]main\.tsx$/;
const DB = /[\\/]node_modules[\\/]dexie[\\/]|[\\/]lib[\\/]db[\\/]/;

type Info = ChunkingContext['getModuleInfo'];

/** The modules reached from `roots` by static imports, none of `stop`. */
function staticClosure(roots: readonly string[], info: Info, stop: (id: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stop(id)) return;
    seen.add(id);
    info(id)?.importedIds.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/** The panel entry's module, found from any module of its build by walking up its importers. */
function entryOf(id: string, info: Info): string | undefined {
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const at = queue.shift()!;
    if (ENTRY.test(at)) return at;
    if (seen.has(at)) continue;
    seen.add(at);
    const m = info(at);
    if (m) queue.push(...m.importers, ...m.dynamicImporters);
  }
  return undefined;
}

/** Each module of the first paint and its file ('panel-db' or 'panel-app'); other modules are not named. */
export function firstPaintFiles(entry: string, info: Info): Map<string, 'panel-db' | 'panel-app'> {
  const own = staticClosure([entry], info);
  const files = new Map<string, 'panel-db' | 'panel-app'>();
  for (const id of staticClosure(info(entry)?.dynamicallyImportedIds ?? [], info, (id) => own.has(id))) {
    files.set(id, DB.test(id) ? 'panel-db' : 'panel-app');
  }
  return files;
}

export function panelChunks(): CodeSplittingOptions {
  let files: Map<string, string> | undefined;
  return {
    groups: [
      {
        name: (id, ctx) => {
          if (!files) {
            const info: Info = (m) => ctx.getModuleInfo(m);
            const entry = entryOf(id, info);
            files = entry ? firstPaintFiles(entry, info) : new Map();
          }
          return files.get(id) ?? null;
        },
        // Only the modules named: what the entry imports itself stays in the entry's file.
        includeDependenciesRecursively: false,
      },
    ],
  };
}
