import type { Settings } from '@/lib/settings/settings';
import { createModelClient } from './client';
import { english, type I18n } from '@/lib/i18n';
import { describeError } from './errors';

export interface ApiCheck {
  ok: boolean;
  /** One sentence for the user: connected, or what is wrong and what to do. */
  message: string;
  /** The models the key may use (id and name), newest first; empty when the list is unavailable. */
  models: { id: string; name: string }[];
}

/**
 * "Test connection" and the model list in one call: GET /v1/models with the saved key. A gateway
 * that does not list models may still work for chat: a 404 says so rather than that the key is bad.
 */
export async function checkApi(settings: Pick<Settings, 'apiKey' | 'apiBaseUrl'>, signal?: AbortSignal, i18n: I18n = english): Promise<ApiCheck> {
  const { t } = i18n;
  if (!settings.apiKey) return { ok: false, message: t('check.enterKey'), models: [] };
  try {
    const models: ApiCheck['models'] = [];
    for await (const model of createModelClient(settings).models.list({ limit: 100 }, { signal, maxRetries: 0 })) {
      models.push({ id: model.id, name: model.display_name || model.id });
    }
    return { ok: true, message: t('check.connected', { count: models.length }), models };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404) {
      return { ok: false, message: t('check.noModels'), models: [] };
    }
    return { ok: false, message: describeError(error, { i18n }).message, models: [] };
  }
}
