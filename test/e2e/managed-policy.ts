import { createHash, generateKeyPairSync } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Policy } from '@/lib/settings/policy';
import { EXTENSION_DIR } from './fixtures';

// An organisation's policy for Weft, delivered the way an administrator delivers it: Debian's
// Chromium reads every JSON file in /etc/chromium/policies/managed at start-up, and hands
// `3rdparty.extensions.<id>` to that extension's managed storage. The folder is the machine's, so
// the policy is written for an extension id no other run uses: a copy of the test build signed
// with a key made for this run (the manifest's `key` fixes the id of an unpacked extension).

export const POLICY_DIR = process.env.CHROMIUM_POLICY_DIR ?? '/etc/chromium/policies/managed';

/** Chromium's id of an extension with this public key: the first 128 bits of its SHA-256, as a-p. */
export function extensionIdOf(publicKeyDer: Buffer): string {
  const hex = createHash('sha256').update(publicKeyDer).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}

export interface ManagedBuild {
  dir: string;
  extensionId: string;
  policyFile: string;
  /** Removes the policy file and the copy; safe to call twice. */
  cleanUp(): void;
}

/** Copies the test build under a fresh key and writes `policy` for it into Chromium's policy folder. */
export function managedBuild(policy: Policy): ManagedBuild {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const extensionId = extensionIdOf(der);
  const dir = mkdtempSync(join(tmpdir(), 'weft-managed-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  const manifestPath = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, key: der.toString('base64') }));
  mkdirSync(POLICY_DIR, { recursive: true });
  const policyFile = join(POLICY_DIR, `weft-e2e-${extensionId}.json`);
  writeFileSync(policyFile, JSON.stringify({ '3rdparty': { extensions: { [extensionId]: policy } } }, null, 2));
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
