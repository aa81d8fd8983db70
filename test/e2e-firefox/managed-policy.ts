import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Policy } from '@/lib/settings/policy';
import { EXTENSION_DIR, FIREFOX } from './firefox';

// An organisation's policy for Weft as an administrator gives it to Firefox: a policies.json whose
// `3rdparty.Extensions.<add-on id>` Firefox hands to that add-on's storage.managed. Firefox reads
// one policies.json at start-up: /etc/<app>/policies/policies.json if there is one, otherwise the
// one in the `distribution` folder of the install (here /usr/lib/firefox-esr/distribution). The
// file is the machine's, so the policy names an add-on id no other run uses: a copy of the build
// whose manifest carries that id.

/** The policies.json of the Firefox install the e2e drives (its distribution folder). */
export const DISTRIBUTION_POLICIES = join(dirname(realpathSync(FIREFOX)), 'distribution', 'policies.json');
// Debian's Firefox ESR looks in /etc/firefox-esr first (and builds named firefox in /etc/firefox):
// one there would win over ours, so the test refuses to run rather than prove nothing.
const SYSTEM_POLICIES = ['/etc/firefox-esr/policies/policies.json', '/etc/firefox/policies/policies.json'];

export interface FirefoxManagedBuild {
  dir: string;
  extensionId: string;
  policyFile: string;
  /** Removes the policies file and the copy; safe to call twice. */
  cleanUp(): void;
}

/** Copies the Firefox build under a fresh add-on id and writes `policy` for it into policies.json. */
export function firefoxManagedBuild(policy: Policy, policyFile = DISTRIBUTION_POLICIES): FirefoxManagedBuild {
  const taken = [policyFile, ...SYSTEM_POLICIES].find((file) => existsSync(file));
  if (taken) throw new Error(`${taken} already exists (another run's or the machine's policy); not overwriting it`);
  const extensionId = `weft-e2e-${randomUUID()}@weft.dev`;
  const dir = mkdtempSync(join(tmpdir(), 'weft-ff-managed-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.browser_specific_settings.gecko.id = extensionId;
  writeFileSync(manifestPath, JSON.stringify(manifest));
  mkdirSync(dirname(policyFile), { recursive: true });
  writeFileSync(policyFile, JSON.stringify({ policies: { '3rdparty': { Extensions: { [extensionId]: policy } } } }, null, 2));
  return {
    dir,
    extensionId,
    policyFile,
    cleanUp() {
      rmSync(policyFile, { force: true });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
