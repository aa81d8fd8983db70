import type { Settings } from '@/lib/settings/settings';
import { createModelClient } from './client';
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
export async function checkApi(settings: Pick<Settings, 'apiKey' | 'apiBaseUrl'>, signal?: AbortSignal): Promise<ApiCheck> {
  if (!settings.apiKey) return { ok: false, message: 'Enter your Anthropic API key first.', models: [] };
  try {
    const models: ApiCheck['models'] = [];
    for await (const model of createModelClient(settings).models.list({ limit: 100 }, { signal, maxRetries: 0 })) {
      models.push({ id: model.id, name: model.display_name || model.id });
    }
    return { ok: true, message: `Connected: ${models.length} models available to this key.`, models };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404) {
      const message = 'This address lists no models, so it may not be the Anthropic API. A gateway that cannot list models still works: type the model name and send a message to try it.';
      return { ok: false, message, models: [] };
    }
    return { ok: false, message: describeError(error).message, models: [] };
  }
}
