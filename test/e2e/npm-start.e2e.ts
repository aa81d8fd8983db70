// `npm start` as a newcomer runs it: the whole command, in its own process group, stopped as a
// terminal stops it. Without a display it plays the walk-through headless; with one (Xvfb) it opens
// the real window and waits for Ctrl+C. Either way nothing it started may outlive it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { groupsOf, leftovers, listening, runStart, type StartRun } from '../start/run-start';

test.describe.configure({ timeout: 150_000 });

/** What the run printed about what it started: the stand-ins' URLs and the browser profile. */
async function startedBy(run: StartRun) {
  const odoo = /Demo Odoo 18 \(stand-in\): (\S+)/.exec(await run.waitForLine(/Demo Odoo 18 \(stand-in\)/, 60_000))![1]!;
  const model = /Demo model .*?: (http\S+)/.exec(await run.waitForLine(/Demo model/, 30_000))![1]!;
  // Chromium's profile is named (its browser runs in a group of its own); Firefox (the Firefox
  // suite's harness) runs in npm start's own group.
  const profile = /browser profile (\S+) \(removed/.exec(await run.waitForLine(/✓ Weft loaded/, 60_000))?.[1] ?? null;
  return { odoo, model, profile, groups: groupsOf(run, profile) };
}

async function expectNothingLeft(run: StartRun, started: Awaited<ReturnType<typeof startedBy>>) {
  // Right away: npm returns the prompt only after everything it started has stopped.
  expect(leftovers(started.groups, started.profile)).toEqual([]);
  if (started.profile) expect(existsSync(started.profile)).toBe(false);
  expect(await listening(started.odoo)).toBe(false);
  expect(await listening(started.model)).toBe(false);
  expect(run.output()).not.toMatch(/npm start failed|npm error/);
}

test('without a display, npm start plays the walk-through headless, writes screenshots and exits cleanly', async () => {
  const shots = mkdtempSync(join(tmpdir(), 'weft-start-shots-'));
  const run = runStart({ DISPLAY: '', WAYLAND_DISPLAY: '', WEFT_START_SHOTS: shots });
  try {
    expect(await run.waitForLine(/No display/, 60_000)).toMatch(/^No display found, so .* writes screenshots/);
    const started = await startedBy(run);
    expect(started.groups.size).toBeGreaterThan(1); // the browser ran (in its own group)
    await run.waitForLine(/✓ Demo Odoo signed in as Mitchell Admin\./, 60_000);
    await run.waitForLine(/✓ The side panel is open beside the demo Odoo/, 30_000);
    await run.waitForLine(/✓ The panel answered its first example prompt \(".+"\) with a search and a table\./, 60_000);
    await run.waitForLine(/✓ Undo in the chat restored the record/, 60_000);
    await run.waitForLine(/✓ A suggestion appeared for the customer with overdue invoices\./, 60_000);
    expect(await run.exited, run.output()).toBe(0);
    await expectNothingLeft(run, started);
    const files = readdirSync(shots).sort();
    expect(files).toEqual(['1-ready.png', '2-search.png', '3-confirm.png', '4-undone.png', '5-suggestion.png', '6-suggestion-answer.png']);
    for (const file of files) expect(readFileSync(join(shots, file)).subarray(1, 4).toString()).toBe('PNG');
  } finally {
    if (run.child.exitCode === null && run.child.signalCode === null) run.interrupt();
    rmSync(shots, { recursive: true, force: true });
  }
});

/** A virtual display on a free number (Xvfb picks it and writes it to fd 3). */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const display = await new Promise<string>((done, fail) => {
    xvfb.once('error', fail);
    xvfb.stdio[3]!.on('data', (d: Buffer) => done(`:${d.toString().trim()}`));
  });
  return { display, xvfb };
}

for (const browser of ['Chromium', 'Firefox'] as const) {
  test(`with a display, npm start opens ${browser} and Ctrl+C stops everything it started`, async () => {
    const hasXvfb = (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, 'Xvfb')));
    test.skip(!hasXvfb && !process.env.CI, 'Xvfb is not installed (apt-get install xvfb); CI installs it');
    const { display, xvfb } = await startXvfb();
    const run = runStart({ DISPLAY: display, WAYLAND_DISPLAY: '' }, browser === 'Firefox' ? ['--firefox'] : []);
    try {
      const started = await startedBy(run);
      await run.waitForLine(browser === 'Firefox' ? /✓ Weft's sidebar is open beside/ : /✓ The side panel is open beside the demo Odoo/, 60_000);
      expect(run.output()).toContain('signed in as Mitchell Admin');
      await run.waitForLine(/Press Ctrl\+C here to stop everything\./, 30_000);
      expect(run.output()).not.toMatch(/No display/);
      expect(run.child.exitCode).toBeNull(); // it waits for the user
      run.interrupt();
      expect([0, 'SIGINT'], run.output()).toContain(await run.exited);
      await expectNothingLeft(run, started);
    } finally {
      xvfb.kill();
      if (run.child.exitCode === null && run.child.signalCode === null) process.kill(-run.child.pid!, 'SIGKILL');
    }
  });
}
