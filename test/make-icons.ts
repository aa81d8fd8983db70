// Draws Weft's icon set (SVG, rendered by the Chromium the e2e suite uses) into entrypoints/public/icon/.
// Run once after changing the drawing: `npx tsx test/make-icons.ts`. The PNGs are committed, so a
// build never needs a renderer.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM } from './e2e/fixtures';

/** A woven mark: warp threads (vertical) and weft threads (horizontal) passing over and under. */
export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
  <rect x="4" y="4" width="120" height="120" rx="28" fill="#714b67"/>
  <g fill="none" stroke-linecap="round">
    <g stroke="#e3c9db" stroke-width="14"><path d="M36 26 V102"/><path d="M64 26 V102"/><path d="M92 26 V102"/></g>
    <g stroke="#714b67" stroke-width="24"><path d="M26 46 H102"/><path d="M26 82 H102"/></g>
    <g stroke="#ffffff" stroke-width="14"><path d="M26 46 H102"/><path d="M26 82 H102"/></g>
    <g stroke="#714b67" stroke-width="24" stroke-linecap="butt"><path d="M36 36 V56"/><path d="M92 36 V56"/><path d="M64 72 V92"/></g>
    <g stroke="#e3c9db" stroke-width="14" stroke-linecap="butt"><path d="M36 30 V62"/><path d="M92 30 V62"/><path d="M64 66 V98"/></g>
  </g>
</svg>`;

const SIZES = [16, 32, 48, 96, 128];
const dir = resolve(import.meta.dirname, '../entrypoints/public/icon');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
const page = await browser.newPage();
for (const size of SIZES) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${ICON_SVG.replace('<svg ', `<svg width="${size}" height="${size}" `)}`);
  writeFileSync(`${dir}/${size}.png`, await page.screenshot({ omitBackground: true }));
}
writeFileSync(`${dir}/icon.svg`, ICON_SVG);
await browser.close();
