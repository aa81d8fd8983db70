import { createRoot } from 'react-dom/client';
import { App } from '@/components/app';
import { db } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import './style.css';

export function mount(root: HTMLElement, tabId: number | undefined, client: PanelClient) {
  // Opening the database takes a while in a fresh page: started now, before the first render, not
  // in the effect of the component that first reads it. Errors surface at those reads.
  db.open().catch(() => undefined);
  createRoot(root).render(<App tabId={tabId} client={client} />);
}
