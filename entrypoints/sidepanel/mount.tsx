import { createRoot } from 'react-dom/client';
import { App } from '@/components/app';
import { firstLanguage } from '@/components/use-i18n';
import { loadCatalog } from '@/lib/i18n';
import { db } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import './style.css';

export async function mount(root: HTMLElement, tabId: number | undefined, client: PanelClient) {
  // Opening the database takes a while in a fresh page: started now, before the first render, not
  // in the effect of the component that first reads it. Errors surface at those reads.
  db.open().catch(() => undefined);
  // The panel holds English; the language it first speaks comes before its first render, so a
  // French user never sees English flash. Not fetched (an extension updated under the open panel): English.
  await loadCatalog(firstLanguage()).catch(() => undefined);
  createRoot(root).render(<App tabId={tabId} client={client} />);
}
