import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { Marked } from 'marked';

// Model output is untrusted: it may echo page text or tool results written by anyone. Markdown is
// turned into HTML by `marked`, then cut down by DOMPurify to a small allow-list. Images never load
// (a markdown image is a way to leak data to any server): they become their alt text.

const ALLOWED_TAGS = [
  'a', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'del', 's', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
];
const ALLOWED_ATTR = ['href', 'title', 'align', 'start'];
const ALLOWED_URI = /^(?:https?:|mailto:)/i;

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const marked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: { image: ({ text }) => escapeHtml(text) },
});

let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const p = DOMPurify(window); // our own instance: these hooks and this config do not leak to other users of DOMPurify
  // Set once: a config passed to each sanitize() is parsed again on every call (its allow-lists
  // rebuilt), which cost the panel ~10 ms over a 50-message conversation's first paint (issue 32).
  p.setConfig({
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ADD_ATTR: ['target', 'rel'],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
  });
  p.addHook('uponSanitizeElement', (node, data) => {
    // Raw <img> from the model: keep its words; DOMPurify then drops the element itself.
    const alt = data.tagName === 'img' ? (node as Element).getAttribute('alt') : null;
    if (alt && node.parentNode) node.parentNode.insertBefore(node.ownerDocument!.createTextNode(alt), node);
  });
  // A table column's alignment (|--:|) is the one presentational attribute kept, with its three values.
  p.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'align' && /^(TH|TD)$/.test(node.nodeName) && /^(left|right|center)$/.test(data.attrValue)) data.forceKeepAttr = true;
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (purifier = p);
}

/** Markdown from the model -> HTML that is safe to put in the panel with innerHTML. */
export function renderMarkdown(markdown: string): string {
  const html = getPurifier().sanitize(marked.parse(markdown) as string);
  // Fail closed: if the DOM DOMPurify runs on is not a real browser's (it is unsupported, and
  // bypassable, on partial DOMs), show the text rather than trust the output.
  return isClean(html) ? html : `<p>${escapeHtml(markdown)}</p>`;
}

function isClean(html: string): boolean {
  // An inert document (no scripts, no loads), and no innerHTML sink for linters to flag.
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  for (const el of body.querySelectorAll('*')) {
    if (!ALLOWED_TAGS.includes(el.localName)) return false;
    for (const { name, value } of el.attributes) {
      if (name === 'href' ? !ALLOWED_URI.test(value) : ![...ALLOWED_ATTR, 'target', 'rel'].includes(name)) return false;
    }
  }
  return true;
}
