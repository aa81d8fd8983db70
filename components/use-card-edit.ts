import { useEffect, useState } from 'react';
import type { Json } from '@/lib/db';
import type { PanelClient } from '@/lib/messaging/panel-client';
import type { ConfirmRequest } from './use-turn';

export interface CardEdit {
  /** Whether the values editor is open. */
  open: boolean;
  toggle(): void;
  /** A field's value as the card shows it: the user's draft, else the write's. */
  valueOf(field: string): Json;
  /** The user typed or picked a value; `check` sends it to Odoo at once (a pick, a date). */
  set(field: string, value: Json, check?: boolean): void;
  /** Sends the drafts to Odoo (a field left, Enter). */
  check(): void;
  /** Back to the values the model proposed. */
  reset(): void;
  find(field: string, name: string): void;
  /** Odoo is checking the user's values: the card still shows the write before them. */
  checking: boolean;
  /** Values typed but not checked yet. */
  drafts: number;
  /** Approve approves what the card shows: nothing typed unchecked, nothing being checked. */
  ready: boolean;
}

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The user's edits on one confirm card. The worker holds the write; the card sends all the user's
 * values (against the model's proposal) and shows what comes back: a new write and preview under a
 * new hash, or why Odoo refused (the drafts stay, Approve waits).
 */
export function useCardEdit(request: ConfirmRequest, client: Pick<PanelClient, 'send'>): CardEdit {
  const edit = request.edit;
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<Record<string, Json>>({});
  const [sentAt, setSentAt] = useState<number | null>(null);
  const revision = edit?.revision ?? 0;
  const current = (field: string): Json | undefined => (field in (edit?.edited ?? {}) ? edit!.edited[field] : edit?.fields.find((f) => f.field === field)?.value) as Json | undefined;

  // Odoo answered: what it took is now the write's; what it refused stays typed, with the reason.
  useEffect(() => {
    if (sentAt === null || revision <= sentAt) return;
    setSentAt(null);
    if (!edit?.error) setDrafts((was) => Object.fromEntries(Object.entries(was).filter(([f, v]) => !same(v, current(f)))));
  }, [revision]);

  const send = (next: Record<string, Json>) => {
    const edits = { ...(edit?.edited ?? {}), ...next };
    setSentAt(revision);
    client.send({ type: 'confirm/revise', pendingId: request.pendingId, argsHash: request.argsHash, edits });
  };
  const pending = Object.fromEntries(Object.entries(drafts).filter(([f, v]) => !same(v, current(f))));
  const checking = sentAt !== null;

  return {
    open,
    toggle: () => setOpen((o) => !o),
    valueOf: (field) => (field in drafts ? drafts[field]! : (current(field) ?? false)),
    set: (field, value, check = false) => {
      const next = { ...drafts, [field]: value };
      setDrafts(next);
      if (check && !checking) send(next);
    },
    check: () => {
      if (!checking && Object.keys(pending).length) send(pending);
    },
    reset: () => {
      setDrafts({});
      if (!checking && Object.keys(edit?.edited ?? {}).length) {
        setSentAt(revision);
        client.send({ type: 'confirm/revise', pendingId: request.pendingId, argsHash: request.argsHash, edits: {} });
      }
    },
    find: (field, name) => client.send({ type: 'confirm/find', pendingId: request.pendingId, field, name }),
    checking,
    drafts: Object.keys(pending).length,
    ready: !checking && Object.keys(pending).length === 0,
  };
}
