import Anthropic from '@anthropic-ai/sdk';
import { DEFAULT_SUMMARY_MODEL, type Settings } from '@/lib/settings/settings';

/** The summary model when none is given (Settings name it: `summaryModel`). */
export const SUMMARY_MODEL = DEFAULT_SUMMARY_MODEL;

/**
 * The model client for the current settings. The SDK retries 429/529/5xx and connection errors
 * itself (honouring retry-after), before any tool runs: we add no retries of our own.
 * Note: given `apiKey`, SDK 1.x sends it as `Authorization: Bearer <key>` (not x-api-key).
 */
export function createModelClient(settings: Pick<Settings, 'apiKey' | 'apiBaseUrl'>): Anthropic {
  return new Anthropic({
    apiKey: settings.apiKey,
    baseURL: settings.apiBaseUrl,
    // The key lives only in the worker, which is a browser context: the opt-in is deliberate.
    dangerouslyAllowBrowser: true,
    maxRetries: 2,
    // Never send browser cookies to the API or a gateway: one on the Odoo host would get the
    // user's Odoo session otherwise.
    fetchOptions: { credentials: 'omit' },
  });
}
