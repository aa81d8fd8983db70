import { browser } from 'wxt/browser';
import type { ChatService } from '@/lib/agent/service';
import { db, eraseAll, eraseIdentity, pruneConversations, type Erased } from '@/lib/db';
import { clearUserSettings, getSettings } from '@/lib/settings';
import { revokeOrigin } from './grants';
import { clearMutedProbes } from '@/lib/suggest/muted';

// What Weft keeps in the browser, deleted on the user's request (Settings, after a confirmation)
// and by retention. The panel clears its own localStorage (the last Odoo language) itself.

const RETENTION_ALARM = 'weft-retention';

/** One identity's data: its turns are stopped first so nothing is written back after the delete. */
export async function eraseIdentityData(chat: ChatService, identity: string): Promise<Erased> {
  chat.stopAll(identity);
  return eraseIdentity(db, identity);
}

/**
 * Everything: the database, the settings (API key, granted origins: access is given back to the
 * browser and the pages are left), muted suggestions, and the extension's storage areas.
 */
export async function eraseEverything(chat: ChatService): Promise<Erased> {
  chat.stopAll();
  for (const origin of (await getSettings()).grantedOrigins) await revokeOrigin(origin).catch(() => undefined);
  const erased = await eraseAll(db);
  await clearUserSettings();
  await clearMutedProbes();
  await browser.storage.local.clear();
  await (browser.storage as { session?: typeof browser.storage.local }).session?.clear();
  return erased;
}

/** Conversation retention (Settings, capped by the organisation's policy), skipping turns in progress. */
export async function applyRetention(chat: ChatService): Promise<Erased> {
  const { conversationRetentionDays } = await getSettings();
  return pruneConversations(db, conversationRetentionDays, { keep: chat.busyConversations() });
}

/** Retention runs at every worker start and once a day while the browser runs (an alarm survives the worker). */
export function scheduleRetention(chat: ChatService): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === RETENTION_ALARM) void applyRetention(chat).catch((e) => console.warn('[weft] retention', e));
  });
  void browser.alarms.get(RETENTION_ALARM).then((existing) => {
    if (!existing) void browser.alarms.create(RETENTION_ALARM, { periodInMinutes: 24 * 60, delayInMinutes: 24 * 60 });
  });
}
