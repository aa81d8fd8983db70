import { createRoot } from 'react-dom/client';
import { App } from '@/components/app';
import './style.css';

// Tests open the panel as a tab and name the Odoo tab it stands beside with ?tab=<id>.
const tab = new URLSearchParams(location.search).get('tab');
createRoot(document.getElementById('root')!).render(<App tabId={tab === null ? undefined : Number(tab)} />);
