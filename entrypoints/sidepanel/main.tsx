import { connectPanel } from '@/lib/messaging/panel-client';

// Tests open the panel as a tab and name the Odoo tab it stands beside with ?tab=<id>.
const param = new URLSearchParams(location.search).get('tab');
const tabId = param === null ? undefined : Number(param);
// The hello leaves first: the worker asks Odoo who is signed in while the app's code loads.
const client = connectPanel(tabId);
void import('./mount').then(({ mount }) => mount(document.getElementById('root')!, tabId, client));
