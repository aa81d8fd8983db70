import { defineMessages } from '../define';

// The audit exports (lib/ops/export.ts for Changes, lib/agent/conversation-export.ts for a conversation).
export const audit = defineMessages(
  { 'export.conversation': 'Export this conversation with its tool calls:' },
  {
    fr: { 'export.conversation': 'Exporter cette conversation avec ses appels d’outils :' },
    es: { 'export.conversation': 'Exportar esta conversación con sus llamadas a herramientas:' },
    de: { 'export.conversation': 'Diese Unterhaltung mit ihren Werkzeugaufrufen exportieren:' },
    nl: { 'export.conversation': 'Dit gesprek exporteren met zijn toolaanroepen:' },
  },
);
