import { openPanelPort } from '@/lib/messaging/panel-port';

// Tests open the panel as a tab and name the Odoo tab it stands beside with ?tab=<id>.
const param = new URLSearchParams(location.search).get('tab');
const tabId = param === null ? undefined : Number(param);
// The hello leaves first, from a script with no schema code: the worker asks Odoo who is signed in
// while the app's code (zod and the protocol included) loads; the client adopts the port then.
const port = openPanelPort(tabId);
// The database opens as soon as its own chunk is in, while the app's larger chunks still load and
// run, and the selected conversation is read then: the chat's first render has its messages
// (handed out only if the signed-in user owns it, as every read of it).
void import('@/lib/db/conversation-read').then(({ startFirstRead, SELECTED_KEY }) => startFirstRead(sessionStorage.getItem(SELECTED_KEY))).catch(() => undefined);
void Promise.all([import('./mount'), import('@/lib/messaging/panel-client')]).then(([{ mount }, { connectPanel }]) =>
  mount(document.getElementById('root')!, tabId, connectPanel(tabId, port)),
);
