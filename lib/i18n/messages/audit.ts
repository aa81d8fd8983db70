import { defineMessages } from '../define';

// The audit exports (lib/ops/export.ts for Changes, lib/agent/conversation-export.ts for a conversation).
export const audit = defineMessages(
  { 'export.conversation': 'Export this conversation with each step the assistant took:' },
  {
    fr: { 'export.conversation': 'Exporter cette conversation avec chaque étape de l’assistant :' },
    es: { 'export.conversation': 'Exportar esta conversación con cada paso del asistente:' },
    de: { 'export.conversation': 'Diese Unterhaltung mit jedem Schritt des Assistenten exportieren:' },
    nl: { 'export.conversation': 'Dit gesprek exporteren met elke stap van de assistent:' },
  },
);
