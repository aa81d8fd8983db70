/// <reference types="chrome" />
// An organisation's policy in a real Chromium: written where Chromium reads enterprise policy,
// read by Weft from managed storage, shown as locks in Settings and enforced by the worker.
import { startModelStandIn, type ModelStandIn } from '../stand-ins/model/server';
import { startOdooStandIn, type OdooStandIn } from '../stand-ins/odoo/server';
import { expect, launchWithExtension, test } from './fixtures';
import { managedBuild, type ManagedBuild } from './managed-policy';

let odoo: OdooStandIn;
let model: ModelStandIn;
let build: ManagedBuild;
test.beforeEach(async () => {
  [odoo, model] = await Promise.all([startOdooStandIn({ version: 18 }), startModelStandIn()]);
});
test.afterEach(async () => {
  build?.cleanUp();
  await Promise.all([odoo.close(), model.close()]);
});

test('Chromium hands the policy to Weft through managed storage', async () => {
  build = managedBuild({ maxPermissionMode: 'auto-read', blockedModels: ['sale.*'], apiBaseUrl: model.url, retentionDays: 14 });
  const ext = await launchWithExtension(build.dir);
  try {
    expect(ext.extensionId).toBe(build.extensionId);
    const managed = await ext.worker.evaluate(() => chrome.storage.managed.get());
    expect(managed).toEqual({ maxPermissionMode: 'auto-read', blockedModels: ['sale.*'], apiBaseUrl: model.url, retentionDays: 14 });
  } finally {
    await ext.close();
  }
});
