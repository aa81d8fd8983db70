// An address split into the parts Weft reads of it (lib/odoo/url.ts), in plain JavaScript for the
// addresses the browser gives (location.href, a tab's url: already normalised), and by the URL parser
// for any other. The content script reads the page's address after every navigation: a URL and the
// URLSearchParams of its fragment and query are calls into the browser's own objects, which cost the
// Odoo tab about 60 µs of its main thread per read, traced on real 17 (issue 32: under a millisecond).
// No dependencies: the content script imports this too.

export interface Address {
  /** 'http:' or 'https:' on the fast path; any scheme from the URL parser. */
  protocol: string;
  origin: string;
  /** '/' when the address has no path. */
  pathname: string;
  /** The fragment without its '#'. */
  hash: string;
  /** The query's first value for `key`, decoded as URLSearchParams decodes it. */
  query(key: string): string | undefined;
}

// What the browser's serialisation of an http(s) URL looks like: a lower-case host (no user, no
// default port), a path with no dot segment and only characters the URL parser leaves as they are.
const NORMAL = /^(https?:)\/\/([a-z0-9.-]+(?::\d{1,5})?)(\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*)?(\?[^#\s]*)?(#\S*)?$/;
const DOT_SEGMENT = /\/\.\.?(\/|$)|%2e/i;

/** The parts of `href`, or null when it is no absolute URL. */
export function addressOf(href: string): Address | null {
  const m = NORMAL.exec(href);
  const defaultPort = m && (m[1] === 'http:' ? m[2]!.endsWith(':80') : m[2]!.endsWith(':443'));
  if (m && !defaultPort && !DOT_SEGMENT.test(m[3] ?? '')) {
    const search = m[4]?.slice(1) ?? '';
    let params: Map<string, string> | undefined;
    return {
      protocol: m[1]!,
      origin: `${m[1]}//${m[2]}`,
      pathname: m[3] ?? '/',
      hash: m[5]?.slice(1) ?? '',
      query: (key) => (params ??= formParams(search)).get(key),
    };
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return { protocol: url.protocol, origin: url.origin, pathname: url.pathname, hash: url.hash.slice(1), query: (key) => url.searchParams.get(key) ?? undefined };
}

/** `a=1&b=x+y` as URLSearchParams reads it (the first value of each name), for a fragment or a query. */
export function formParams(text: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!text) return out;
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decodeForm(at < 0 ? pair : pair.slice(0, at));
    if (name === undefined) return firstOf(new URLSearchParams(text)); // a malformed escape: as the browser decodes it
    if (out.has(name)) continue;
    const value = at < 0 ? '' : decodeForm(pair.slice(at + 1));
    if (value === undefined) return firstOf(new URLSearchParams(text));
    out.set(name, value);
  }
  return out;
}

function decodeForm(text: string): string | undefined {
  const plain = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!plain.includes('%')) return plain;
  try {
    return decodeURIComponent(plain);
  } catch {
    return undefined;
  }
}

function firstOf(params: URLSearchParams): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, value] of params) if (!out.has(name)) out.set(name, value);
  return out;
}
