import { build } from 'esbuild';
import { chromium, type Browser, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The sanitiser is tested in real Chromium, where the panel runs: DOMPurify does not support
// happy-dom (its maintainers say it is bypassable there, and here it kept a <script>).

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./markdown.ts', import.meta.url))],
    bundle: true, write: false, format: 'iife', globalName: 'weftMarkdown', platform: 'browser',
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
}, 60_000);
afterAll(() => browser?.close());

interface Rendered { html: string; text: string; tags: string[]; links: { href: string | null; target: string | null; rel: string | null }[] }

const render = (markdown: string): Promise<Rendered> =>
  page.evaluate((md) => {
    const div = document.createElement('div');
    div.innerHTML = (globalThis as any).weftMarkdown.renderMarkdown(md);
    return {
      html: div.innerHTML,
      text: div.textContent ?? '',
      tags: [...div.querySelectorAll('*')].map((el) => el.localName),
      links: [...div.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    };
  }, markdown);

describe('renderMarkdown (in Chromium)', () => {
  it('renders ordinary markdown: emphasis, tables, lists, code', async () => {
    const r = await render('**Total**: 3 orders\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n- two\n\n`x`');
    expect(r.tags).toEqual(expect.arrayContaining(['strong', 'table', 'td', 'li', 'code']));
  });

  it('keeps the alignment of a table column (the panel CSS honours align=)', async () => {
    const r = await render('| Customer | Sales |\n|:--|--:|\n| Gemini | 3,533.95 |');
    expect(r.html).toMatch(/<th align="right">Sales<\/th>/);
    expect(r.html).toMatch(/<td align="right">3,533.95<\/td>/);
  });

  it('strips script, iframe, style, forms, svg and event handlers from raw HTML', async () => {
    const r = await render(
      'hi <script>alert(1)</script><iframe src="https://evil.test"></iframe><style>*{}</style>' +
        '<form action="https://evil.test"><input name="x"></form><b onclick="x()" onmouseover="y()">bold</b>' +
        '<svg><g onload="alert(1)"></g></svg><p style="background:url(https://evil.test)">s</p>' +
        '<object data="x"></object><embed src="x"><base href="https://evil.test/"><meta http-equiv="refresh" content="0">',
    );
    for (const tag of ['script', 'iframe', 'style', 'form', 'input', 'svg', 'object', 'embed', 'base', 'meta']) {
      expect(r.tags).not.toContain(tag);
    }
    expect(r.html).not.toMatch(/onclick|onmouseover|onload|onerror|style=|evil\.test/i);
    expect(r.html).toContain('<b>bold</b>');
  });

  it('removes images, markdown or raw, keeping their alt text', async () => {
    const r = await render('See ![the secret total](https://evil.test/x.png?d=42) and <img src=x onerror="alert(1)" alt="raw alt"> <picture><source srcset="https://evil.test/y"></picture>');
    expect(r.tags).not.toContain('img');
    expect(r.tags).not.toContain('source');
    expect(r.html).not.toMatch(/evil\.test|onerror|src=/);
    expect(r.text).toContain('the secret total');
    expect(r.text).toContain('raw alt');
  });

  it('opens links in a new tab with rel=noopener noreferrer', async () => {
    const r = await render('[Odoo](https://www.odoo.com) and <a href="https://example.com" target="_self" rel="opener">raw</a>');
    expect(r.links).toEqual([
      { href: 'https://www.odoo.com', target: '_blank', rel: 'noopener noreferrer' },
      { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer' },
    ]);
  });

  it('removes javascript:, data: and other non-web URLs', async () => {
    const r = await render(
      '[click](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">raw</a> <a href="data:text/html,x">d</a>' +
        ' <a href="java&#x09;script:alert(1)">tab</a> <a href="chrome://settings">c</a> [rel](/web#id=1)',
    );
    expect(r.html).not.toMatch(/javascript|data:|chrome:/i);
    expect(r.links.every((l) => l.href === null)).toBe(true);
    expect(r.text).toContain('click');
  });
});
