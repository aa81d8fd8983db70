import Dexie, { type EntityTable } from 'dexie';
import type { ChatFile, Conversation, MemoryItem, Message, Operation, PendingConfirm, Suggestion } from './schema';

/** The one Weft database. Add a new `version(n)` (never edit an old one) to change the schema. */
export class WeftDb extends Dexie {
  conversations!: EntityTable<Conversation, 'id'>;
  messages!: EntityTable<Message, 'id'>;
  operations!: EntityTable<Operation, 'id'>;
  suggestions!: EntityTable<Suggestion, 'id'>;
  memory!: EntityTable<MemoryItem, 'id'>;
  confirms!: EntityTable<PendingConfirm, 'id'>;
  files!: EntityTable<ChatFile, 'id'>;

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
  }
}

export const db = new WeftDb();

export const newId = (): string => crypto.randomUUID();
