import type { Plugin } from 'vite';

// Build time only (wxt.config.ts). The panel's entry sends its hello first and imports the app
// after (main.tsx), so Vite asks for the app's chunks only once the entry has loaded and run. Named
// in the page, they are fetched while the entry itself loads (issue 32); Vite's loader then finds
// them there and does not ask again. Language catalogs, later views and file readers stay on demand.

interface Chunk { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[]; viteMetadata?: { importedCss: Set<string> } }

/** The files the entry's own dynamic imports load at once: those chunks, their static imports, their CSS. */
export function appFiles(bundle: Record<string, { type: string }>, entry: Chunk): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>([entry.fileName]); // the page names the entry already
  const styles = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file] as Chunk | undefined;
    if (scripts.has(file) || chunk?.type !== 'chunk') return;
    scripts.add(file);
    chunk.imports.forEach(visit);
    chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  };
  entry.dynamicImports.forEach(visit);
  scripts.delete(entry.fileName);
  return { scripts: [...scripts], styles: [...styles] };
}

export function preloadPanelChunks(): Plugin {
  return {
    name: 'weft-preload-panel-chunks',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return undefined;
        const { scripts, styles } = appFiles(ctx.bundle, ctx.chunk as unknown as Chunk);
        return [
          ...scripts.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const })),
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
