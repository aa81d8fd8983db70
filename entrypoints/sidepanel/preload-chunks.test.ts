import { describe, expect, it } from 'vitest';
import { appFiles } from './preload-chunks';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = []) =>
  ({ type: 'chunk' as const, fileName, imports, dynamicImports, viteMetadata: { importedCss: new Set(css) } });

describe('the panel page names the app chunks', () => {
  it("lists what the entry's imports load at once, not the entry, not what loads on demand", () => {
    const entry = chunk('chunks/sidepanel.js', [], ['chunks/mount.js', 'chunks/db.js']);
    const bundle = {
      [entry.fileName]: entry,
      'chunks/mount.js': chunk('chunks/mount.js', ['chunks/shared.js', 'chunks/sidepanel.js'], ['chunks/catalog-fr.js', 'chunks/settings-view.js'], ['assets/mount.css']),
      'chunks/db.js': chunk('chunks/db.js', ['chunks/shared.js']),
      'chunks/shared.js': chunk('chunks/shared.js'),
      'chunks/catalog-fr.js': chunk('chunks/catalog-fr.js'),
      'chunks/settings-view.js': chunk('chunks/settings-view.js'),
      'assets/mount.css': { type: 'asset' },
    };
    const { scripts, styles } = appFiles(bundle, entry);
    expect(scripts.sort()).toEqual(['chunks/db.js', 'chunks/mount.js', 'chunks/shared.js']);
    expect(styles).toEqual(['assets/mount.css']);
  });
});
