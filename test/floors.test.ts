import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The floors of Weft (docs/architecture.md): a source file imports files of its own folder and of
// folders on lower floors only; folders on one floor do not import each other; no file imports
// test/; no import cycle between files. Tests (*.test.ts) may reach up to exercise what sits above
// them: nothing imports a test, so they cannot close a cycle or pull a floor up.
export const FLOORS: readonly (readonly string[])[] = [
  ['entrypoints'],
  ['components', 'lib/worker'],
  ['lib/agent', 'lib/suggest'],
  ['skills'],
  ['lib/skills'],
  ['lib/ops', 'lib/business', 'lib/files', 'lib/page'],
  ['lib/odoo', 'lib/settings'],
  ['lib/db', 'lib/messaging'],
  ['lib/i18n'],
  ['lib/util'],
];

const ROOT = join(__dirname, '..');
const SOURCES = ['entrypoints', 'components', 'lib', 'skills'];
const ALIASES = ['@/', '~/', '@@/', '~~/'];
type Graph = Record<string, string[]>;

/** Every import of every source file (static, type-only, export-from, dynamic), resolved to a repo path. */
function readGraph(root: string): Graph {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  SOURCES.forEach(walk);
  const graph: Graph = {};
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    graph[file] = importedFiles.flatMap(({ fileName }) => resolve(root, file, fileName) ?? []);
  }
  return graph;
}

function resolve(root: string, from: string, spec: string): string | undefined {
  const alias = ALIASES.find((a) => spec.startsWith(a));
  const base = alias ? spec.slice(alias.length) : spec.startsWith('.') ? join(dirname(from), spec) : undefined;
  if (base === undefined) return undefined; // a package
  for (const path of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(join(root, path)) && statSync(join(root, path)).isFile()) return path;
  }
  return `${base} (not found)`;
}

const folderOf = (file: string) => (file.startsWith('lib/') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0]!);
const floorOf = (folder: string) => FLOORS.findIndex((floor) => floor.includes(folder));
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** What breaks the floors, one sentence per import, naming the file and what it imports. */
export function violations(graph: Graph): string[] {
  const found: string[] = [];
  for (const [file, imports] of Object.entries(graph)) {
    const from = folderOf(file);
    if (floorOf(from) < 0) found.push(`${from} has no floor: add it to FLOORS (test/floors.test.ts) and docs/architecture.md`);
    for (const target of imports) {
      if (target.endsWith('(not found)')) found.push(`${file} imports ${target}`);
      else if (isTest(target)) found.push(`${file} imports the test ${target}`);
      else if (!isTest(file) && target.startsWith('test/')) found.push(`${file} imports ${target}: only tests import test/`);
      if (isTest(file) || !(target in graph)) continue;
      const to = folderOf(target);
      if (to === from || floorOf(to) < 0) continue;
      if (floorOf(to) < floorOf(from)) found.push(`${file} imports ${target}: ${from} is below ${to}`);
      else if (floorOf(to) === floorOf(from)) found.push(`${file} imports ${target}: ${from} and ${to} share a floor`);
    }
  }
  return [...new Set(found), ...cycles(graph)].sort();
}

/** Each import cycle between files (Tarjan's strongly connected components), as one path through it. */
export function cycles(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph[v] ?? []) {
      if (!(w in graph)) continue;
      if (!index.has(w)) visit(w), low.set(v, Math.min(low.get(v)!, low.get(w)!));
      else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const members = stack.splice(stack.indexOf(v));
    if (members.length > 1) out.push(`cycle: ${cyclePath(graph, new Set(members)).join(' -> ')}`);
  };
  for (const v of Object.keys(graph).sort()) if (!index.has(v)) visit(v);
  return out;
}

// A path from the component's first file back to itself, through its members (breadth first).
function cyclePath(graph: Graph, members: Set<string>): string[] {
  const start = [...members].sort()[0]!;
  const came = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const w of (graph[v] ?? []).filter((x) => members.has(x)).sort()) {
      if (w === start) {
        const path = [start];
        for (let at = v; at !== start; at = came.get(at)!) path.splice(1, 0, at);
        return [...path, start];
      }
      if (!came.has(w)) came.set(w, v), queue.push(w);
    }
  }
  return [...members];
}

describe('floors', () => {
  const graph = readGraph(ROOT);

  it('reads the imports of every source file', () => {
    expect(Object.keys(graph).length).toBeGreaterThan(300);
    expect(graph['entrypoints/background.ts']).toContain('lib/worker/lifecycle.ts');
  });

  it('no import runs up a floor or across one, no file imports test/, no import cycle', () => {
    expect(violations(graph)).toEqual([]);
  });

  it('every folder has a floor, and every floor names a folder that exists', () => {
    const folders = new Set(Object.keys(graph).map(folderOf));
    expect([...folders].filter((f) => floorOf(f) < 0)).toEqual([]);
    expect(FLOORS.flat().filter((f) => !folders.has(f))).toEqual([]);
  });

  it("the README's Layout lists every folder of lib/, and the architecture page's floors are these", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('\n## ', readme.indexOf('## Layout') + 1));
    const libFolders = readdirSync(join(ROOT, 'lib'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(libFolders.filter((name) => !layout.includes(`  ${name}/ `))).toEqual([]);
    expect(layout).toContain('docs/');
    const page = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
    const rows = [...page.matchAll(/^\| (\d+) \| (.+?) \|/gm)].map((m) => [...m[2]!.matchAll(/`([^`]+?)\/?`/g)].map((f) => f[1]));
    expect(rows).toEqual(FLOORS.map((floor) => [...floor]));
  });
});

describe('the checks catch what they are for', () => {
  const graph: Graph = {
    'lib/odoo/client.ts': ['lib/util/text.ts'],
    'lib/util/text.ts': [],
    'lib/settings/origins.ts': ['lib/worker/ask-menu.ts', 'lib/util/text.ts'],
    'lib/worker/ask-menu.ts': ['lib/settings/origins.ts'],
    'lib/page/a.ts': ['lib/files/b.ts', 'test/stand-ins/odoo/server.ts'],
    'lib/files/b.ts': [],
    'lib/page/a.test.ts': ['lib/agent/loop.ts', 'test/stand-ins/odoo/server.ts'],
    'lib/agent/loop.ts': ['lib/agent/propose.ts'],
    'lib/agent/propose.ts': ['lib/agent/run.ts'],
    'lib/agent/run.ts': ['lib/agent/loop.ts'],
    'lib/newfolder/x.ts': ['lib/agent/loop.test.ts'],
  };

  it('names each upward or sideways import, an import of test/, a folder without a floor and each cycle', () => {
    expect(violations(graph)).toEqual([
      'cycle: lib/agent/loop.ts -> lib/agent/propose.ts -> lib/agent/run.ts -> lib/agent/loop.ts',
      'cycle: lib/settings/origins.ts -> lib/worker/ask-menu.ts -> lib/settings/origins.ts',
      'lib/newfolder has no floor: add it to FLOORS (test/floors.test.ts) and docs/architecture.md',
      'lib/newfolder/x.ts imports the test lib/agent/loop.test.ts',
      'lib/page/a.ts imports lib/files/b.ts: lib/page and lib/files share a floor',
      'lib/page/a.ts imports test/stand-ins/odoo/server.ts: only tests import test/',
      'lib/settings/origins.ts imports lib/worker/ask-menu.ts: lib/settings is below lib/worker',
    ]);
  });

  it('reads dynamic imports, export-from and type-only imports', () => {
    const { importedFiles } = ts.preProcessFile(
      "import type { A } from '@/lib/a';\nexport { b } from './b';\nconst c = await import('../c');\n// import x from 'nope'\n",
      true,
      true,
    );
    expect(importedFiles.map((f) => f.fileName)).toEqual(['@/lib/a', './b', '../c']);
  });
});
