// "Open these as a list in Odoo": the web client's own action service (16-19 expose the web
// client as odoo.__WOWL_DEBUG__.root, whose env holds the services) opens a window action on the
// answer's record ids, in the Odoo tab, with a breadcrumb back to where the user was. A URL cannot
// carry a domain of ids in 16-19, so this is the one way to show exactly these records.

export interface OpenListRequest {
  model: string;
  ids: number[];
  name: string;
}

/** Runs in the page's main world (scripting.executeScript): self-contained, serialised into the page. */
export async function openListInPage(request: OpenListRequest): Promise<unknown> {
  const action = (window as any).odoo?.__WOWL_DEBUG__?.root?.env?.services?.action;
  if (!action || typeof action.doAction !== 'function') return { error: 'no_web_client' };
  await action.doAction({
    type: 'ir.actions.act_window',
    name: request.name,
    res_model: request.model,
    domain: [['id', 'in', request.ids]],
    views: [[false, 'list'], [false, 'form']],
    target: 'current',
  });
  return { opened: request.ids.length };
}
