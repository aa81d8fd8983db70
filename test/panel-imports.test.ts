import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What the side panel can load is counted by the bench (bundle_sidepanel_gz_kb, < 300 KB gzip, issue
// 32). The classic zod API is ~27 KB gzip of it: the panel's schemas (lib/messaging, lib/settings,
// the Odoo session) use zod/mini through lib/messaging/zod.ts, and one classic import reached from
// the panel, however small, brings the whole of it back. Walks the panel's imports as the bundler
// does (static and dynamic; type-only imports are erased).

const ROOT = join(__dirname, '..');
const ENTRY = 'entrypoints/sidepanel/main.tsx';

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : spec.startsWith('.') ? join(ROOT, dirname(from), spec) : undefined;
  if (!base) return undefined;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(file) && /\.tsx?$/.test(file)) return relative(ROOT, file);
  }
  return undefined;
}

/** The module specifiers a file loads at run time. */
export function runtimeImports(source: string, file = 'x.ts'): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.isTypeOnly || (node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specs.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      specs.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return specs;
}

/** Every source file the panel can load, with the packages each one imports. */
function panelFiles(): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const queue = [ENTRY];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    const specs = runtimeImports(readFileSync(join(ROOT, file), 'utf8'), file);
    files.set(file, specs.filter((s) => !s.startsWith('.') && !s.startsWith('@/')));
    for (const spec of specs) {
      const target = resolveImport(file, spec);
      if (target) queue.push(target);
    }
  }
  return files;
}

describe('what the side panel loads', () => {
  const files = panelFiles();

  it('walks the panel: its views, protocol and settings', () => {
    expect(files.has('components/app.tsx')).toBe(true);
    expect(files.has('lib/messaging/zod.ts')).toBe(true);
    expect(files.has('lib/settings/settings.ts')).toBe(true);
  });

  it('imports no classic zod, only zod/mini', () => {
    const classic = [...files].filter(([, packages]) => packages.some((p) => p === 'zod' || p === 'zod/v4')).map(([file]) => file);
    expect(classic).toEqual([]);
  });

  it('tells a type-only import, which the build erases, from one that runs', () => {
    expect(runtimeImports("import type { z } from 'zod';\nimport { type Foo } from 'zod';")).toEqual([]);
    expect(runtimeImports("import { z } from 'zod';\nexport * from './a';\nconst m = () => import('./b');")).toEqual(['zod', './a', './b']);
  });
});
