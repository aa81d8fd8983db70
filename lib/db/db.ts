import Dexie, { type EntityTable, type Table } from 'dexie';
import { legacyMigration } from './migrate-identity';
import type { ChatFile, Choice, Conversation, MemoryItem, Message, Operation, PendingConfirm, SpendRow, Suggestion, VeilRow } from './schema';

/** The one Weft database. Add a new `version(n)` (never edit an old one) to change the schema. */
export class WeftDb extends Dexie {
  conversations!: EntityTable<Conversation, 'id'>;
  messages!: EntityTable<Message, 'id'>;
  operations!: EntityTable<Operation, 'id'>;
  suggestions!: EntityTable<Suggestion, 'id'>;
  memory!: EntityTable<MemoryItem, 'id'>;
  confirms!: EntityTable<PendingConfirm, 'id'>;
  files!: EntityTable<ChatFile, 'id'>;
  choices!: EntityTable<Choice, 'id'>;
  veils!: EntityTable<VeilRow, 'conversationId'>;
  spend!: Table<SpendRow, [string, string]>;

  constructor(name = 'weft') {
    super(name);
    this.version(1).stores({
      conversations: 'id, updatedAt, origin',
      messages: 'id, [conversationId+createdAt], turnId, status',
      operations: 'id, [conversationId+createdAt], turnId, status, createdAt, undoOf',
      suggestions: 'id, [probe+recordKey], status, createdAt',
      memory: 'id, createdAt',
    });
    this.version(2).stores({ confirms: 'id, turnId, createdAt' });
    this.version(3).stores({ files: 'id, conversationId, createdAt' });
    // Identities: every row belongs to one Odoo user of one database (see identity.ts).
    this.version(4)
      .stores({
        conversations: 'id, updatedAt, origin, [identity+updatedAt]',
        operations: 'id, [conversationId+createdAt], turnId, status, createdAt, undoOf, [identity+createdAt]',
        suggestions: 'id, [probe+recordKey], status, createdAt, identity',
        memory: 'id, createdAt, [identity+createdAt]',
      })
      .upgrade(legacyMigration);
    // Questions asked with candidates (lib/agent/choices.ts), kept with their conversation.
    this.version(5).stores({ choices: 'id, conversationId, toolUseId, status' });
    // Personal values and their placeholders, per conversation (lib/agent/personal-request.ts).
    this.version(6).stores({ veils: 'conversationId, identity' });
    // Spend per identity and local day, for budgets (lib/db/spend.ts).
    this.version(7).stores({ spend: '[identity+day], identity' });
  }
}

export const db = new WeftDb();

export const newId = (): string => crypto.randomUUID();
