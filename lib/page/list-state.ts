import { z } from 'zod';
import { ListContext, MAX_SELECTED } from '@/lib/messaging/protocol';
import { WEB_CLIENT } from '@/lib/odoo/versions';

// A list view's state lives in Odoo's web client, not in the DOM: 16-19 render rows with datapoint
// ids ("datapoint_12"), not record ids. The worker reads it from the page's own world, where
// 16-19 expose the root component as odoo.__WOWL_DEBUG__.root; the list controller (16-19:
// web/static/src/views/list/list_controller.js) holds `model.root` with `selection` (records with
// `resId`), `isDomainSelected`, `count`, `domain`, `orderBy` and `resModel`. What comes back is page
// data: parsed here with bounds, and it never approves or chooses a write.

/** The DOM markers readListState reads, handed in: a serialised function sees no module. */
export const LIST_MARKERS = { facets: WEB_CLIENT.listFacets, checkedRows: WEB_CLIENT.checkedRows };

/** Runs in the page's main world (scripting.executeScript): self-contained, serialised into the page. */
export function readListState(markers: typeof LIST_MARKERS): unknown {
  type Node = { component?: Record<string, any>; children?: Record<string, Node> };
  const root = (window as any).odoo?.__WOWL_DEBUG__?.root as { __owl__?: Node } | undefined;
  if (!root?.__owl__) return null;
  // Depth first from the web client: the action's controller comes before the dialogs' lists.
  const stack: Node[] = [root.__owl__];
  let seen = 0;
  while (stack.length && seen++ < 5000) {
    const node = stack.shift()!;
    const component = node.component;
    const list = component?.model?.root;
    if (list && Array.isArray(list.selection) && typeof list.resModel === 'string' && !component?.env?.inDialog) {
      const facets = [...document.querySelectorAll(markers.facets)].map((f) => (f.textContent ?? '').replace(/\s+/g, ' ').trim());
      const checked = document.querySelectorAll(markers.checkedRows).length;
      let domain: string | undefined;
      try {
        domain = JSON.stringify(list.domain);
      } catch {
        domain = undefined;
      }
      return {
        model: list.resModel,
        selectedIds: list.selection.map((r: { resId?: unknown }) => r.resId).filter((id: unknown) => typeof id === 'number'),
        checkedRows: checked,
        domainSelected: list.isDomainSelected === true,
        count: typeof list.count === 'number' ? list.count : undefined,
        countLimited: list.hasLimitedCount === true,
        domain,
        order: Array.isArray(list.orderBy) ? list.orderBy.map((o: { name: string; asc: boolean }) => `${o.name} ${o.asc ? 'asc' : 'desc'}`).join(', ') : undefined,
        facets,
      };
    }
    stack.unshift(...Object.values(node.children ?? {}));
  }
  return null;
}

const Raw = z.object({
  model: z.string().max(128),
  selectedIds: z.array(z.number().int().positive()).max(10_000),
  checkedRows: z.number().int().nonnegative(),
  domainSelected: z.boolean(),
  count: z.number().int().nonnegative().optional(),
  countLimited: z.boolean(),
  domain: z.string().optional(),
  order: z.string().optional(),
  facets: z.array(z.string()).max(50),
});

/** The list's state as the page reported it, bounded; undefined when it is not this page's list. */
export function parseListState(raw: unknown, model: string | undefined): ListContext | undefined {
  const parsed = Raw.safeParse(raw);
  if (!parsed.success) return undefined;
  const s = parsed.data;
  if (model && s.model !== model) return undefined;
  // The selection must match the rows ticked on screen (unless the whole domain is selected, when
  // the ticked rows are one page of it): a state that disagrees with the DOM is not trusted.
  const ids = [...new Set(s.selectedIds)];
  const selectedIds = s.domainSelected || ids.length === s.checkedRows ? ids.slice(0, MAX_SELECTED) : [];
  return ListContext.parse({
    model: s.model,
    selectedIds,
    ...(ids.length > selectedIds.length ? { selectedCount: ids.length } : {}),
    ...(s.domainSelected ? { domainSelected: true } : {}),
    ...(s.count !== undefined ? { count: s.count } : {}),
    ...(s.countLimited ? { countLimited: true } : {}),
    ...(s.domain && s.domain.length <= 2000 ? { domain: s.domain } : {}),
    ...(s.order ? { order: s.order.slice(0, 200) } : {}),
    facets: s.facets.slice(0, 20).map((f) => f.slice(0, 200)),
  });
}
