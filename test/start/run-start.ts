// Runs `npm start` as a terminal would (its own process group, so Ctrl+C reaches every process of
// it), reads its output, and finds anything it left running afterwards. For the npm-start e2e.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface StartRun {
  child: ChildProcess;
  output(): string;
  /** Resolves when a line matching `pattern` has been printed; rejects if npm start ends first. */
  waitForLine(pattern: RegExp, timeoutMs: number): Promise<string>;
  /** Ctrl+C in the terminal: SIGINT to every process of the foreground group. */
  interrupt(): void;
  /** The exit code, or the signal that ended npm (npm re-raises a Ctrl+C after its script stopped). */
  exited: Promise<number | NodeJS.Signals>;
}

export function runStart(env: Record<string, string | undefined>, args: string[] = []): StartRun {
  // The test decides: no key and no ODOO_URL means the demo model and the demo Odoo.
  const { ANTHROPIC_API_KEY: _k, ANTHROPIC_BASE_URL: _b, ODOO_URL: _o, ...inherited } = process.env;
  const child = spawn('npm', ['start', ...(args.length ? ['--', ...args] : [])], { cwd: ROOT, env: { ...inherited, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const add = (chunk: Buffer) => {
    text += chunk.toString();
    for (const l of listeners) l();
  };
  child.stdout!.on('data', add);
  child.stderr!.on('data', add);
  const exited = new Promise<number | NodeJS.Signals>((done) => child.once('exit', (code, signal) => (done(code ?? signal!), listeners.forEach((l) => l()))));
  return {
    child,
    output: () => text,
    exited,
    interrupt: () => process.kill(-child.pid!, 'SIGINT'),
    waitForLine(pattern, timeoutMs) {
      return new Promise((done, fail) => {
        const timer = setTimeout(() => finish(new Error(`npm start printed no line matching ${pattern} within ${timeoutMs / 1000} s:\n${text}`)), timeoutMs);
        const check = () => {
          const line = text.split('\n').find((l) => pattern.test(l));
          if (line !== undefined) finish(undefined, line);
          else if (child.exitCode !== null || child.signalCode !== null) finish(new Error(`npm start ended (${child.exitCode ?? child.signalCode}) before printing ${pattern}:\n${text}`));
        };
        const finish = (error?: Error, line?: string) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) fail(error);
          else done(line!);
        };
        listeners.add(check);
        check();
      });
    },
  };
}

interface Proc { pid: number; pgid: number; state: string; cmd: string }

function processes(): Proc[] {
  const list: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, , pgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      list.push({ pid: Number(entry), pgid: Number(pgid), state: state!, cmd });
    } catch {
      // gone while we looked
    }
  }
  return list;
}

/** The process groups of a run: npm start's own, and the browser's (Playwright starts it in its own group). */
export function groupsOf(run: StartRun, profile: string | null): Set<number> {
  const groups = new Set([run.child.pid!]);
  for (const p of processes()) if (profile && p.cmd.includes(profile)) groups.add(p.pgid);
  return groups;
}

/** Live processes in those groups, or with the profile on their command line. */
export function leftovers(groups: Set<number>, profile: string | null): string[] {
  return processes()
    .filter((p) => p.state !== 'Z' && (groups.has(p.pgid) || (profile !== null && p.cmd.includes(profile))))
    .map((p) => `${p.pid} ${p.cmd.slice(0, 120)}`);
}

/** Whether something still accepts connections on the loopback port of `url`. */
export function listening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });
}
