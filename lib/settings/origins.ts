import { browser, type Browser } from 'wxt/browser';
import { english, type Translate } from '@/lib/i18n';
import { getSettings } from './effective';
import { originAllowed, readPolicy } from './policy';

/**
 * The one place an origin becomes a match pattern (permission requests and checks, content-script
 * registration, tab queries). Firefox match patterns take no port: `http://host:8069/*` is
 * accepted there and then matches nothing, so Firefox gets the host's pattern, which covers every
 * port of it, and code compares full origins (with port) wherever it matters.
 */
export function originPattern(origin: string, browserName: string = import.meta.env.BROWSER): string {
  const url = new URL(origin);
  return browserName === 'firefox' ? `${url.protocol}//${url.hostname}/*` : `${url.origin}/*`;
}

/** What a grant of `origin` covers, in the user's words (Firefox: every port of the host). */
export function grantScope(origin: string, browserName: string = import.meta.env.BROWSER, t: Translate = english.t): string | null {
  const url = new URL(origin);
  if (browserName !== 'firefox' || !url.port) return null;
  return t('access.firefoxScope', { host: url.hostname, origin: url.origin });
}

/**
 * Asks the browser for access to one origin. Call it straight from the user's click (before any
 * other await): browsers only ask during a user gesture. Resolves to null when access is granted,
 * or to a sentence saying why not, for the panel to show; it never throws.
 */
export async function requestOriginAccess(origin: string, t: Translate = english.t): Promise<string | null> {
  try {
    if (await browser.permissions.request({ origins: [originPattern(origin)] })) return null;
    return t('access.notGranted', { origin });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (/user input|user gesture|handling a user/i.test(reason))
      return t('access.needsClick');
    return t('access.refused', { origin, reason });
  }
}

/** The origins the user granted, the organisation allows (policy.ts), and the browser still lets us reach. */
export async function grantedOrigins(): Promise<string[]> {
  const { grantedOrigins } = await getSettings();
  const live: string[] = [];
  for (const origin of grantedOrigins) {
    if (await browser.permissions.contains({ origins: [originPattern(origin)] })) live.push(origin);
  }
  return live;
}

/** Why the organisation keeps Weft off `origin`, or null; the panel says it instead of offering Allow. */
export async function originRefusal(origin: string): Promise<string | null> {
  const { policy } = await readPolicy();
  return originAllowed(origin, policy) ? null : `Your organisation does not allow Weft on ${origin}.`;
}
