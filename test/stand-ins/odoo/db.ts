// The stand-in's in-memory tables. Low level on purpose: tests use it to inspect records or to
// change them behind the client's back (another user editing), with no access checks.

export type Rec = { id: number; [field: string]: unknown };

export class StandInDb {
  private tables = new Map<string, Map<number, Rec>>();
  private sequences = new Map<string, number>();
  /**
   * Access an administrator took away from a user since the seed (their groups no longer grant
   * it), by `uid:model`: tests revoke it with revoke(); check_access_rights and every call then refuse.
   */
  readonly revoked = new Map<string, Set<string>>();
  /** Clock for write_date/create_date; tests may replace it to make time move. */
  now: () => Date = () => new Date();

  revoke(uid: number, model: string, operations: readonly string[] = ['read', 'write', 'create', 'unlink']): void {
    const key = `${uid}:${model}`;
    this.revoked.set(key, new Set([...(this.revoked.get(key) ?? []), ...operations]));
  }

  timestamp(): string {
    return this.now().toISOString().slice(0, 19).replace('T', ' ');
  }

  records(model: string): Rec[] {
    return [...this.table(model).values()];
  }

  get(model: string, id: number): Rec | undefined {
    return this.table(model).get(id);
  }

  /** Inserts a record; `vals.id` may force the id (seed data), else the next free one is used. */
  create(model: string, vals: Record<string, unknown>, uid = 2): Rec {
    const table = this.table(model);
    const id = typeof vals.id === 'number' ? vals.id : this.nextId(model);
    this.sequences.set(model, Math.max(this.sequences.get(model) ?? 1, id + 1));
    const stamp = this.timestamp();
    const rec: Rec = { create_date: stamp, create_uid: uid, write_date: stamp, write_uid: uid, ...vals, id };
    table.set(id, rec);
    return rec;
  }

  /** Updates a record as user `uid` would, bumping write_date and write_uid. */
  write(model: string, id: number, vals: Record<string, unknown>, uid = 2): Rec {
    const rec = this.get(model, id);
    if (!rec) throw new Error(`${model}(${id}) does not exist`);
    Object.assign(rec, vals, { id, write_date: this.timestamp(), write_uid: uid });
    return rec;
  }

  delete(model: string, id: number): boolean {
    return this.table(model).delete(id);
  }

  nextId(model: string): number {
    return this.sequences.get(model) ?? 1;
  }

  /** A copy of all data, to roll back an RPC that fails half-way, as Odoo's transaction would. */
  snapshot(): unknown {
    return structuredClone({ tables: this.tables, sequences: this.sequences });
  }

  restore(snapshot: unknown): void {
    const { tables, sequences } = snapshot as { tables: StandInDb['tables']; sequences: StandInDb['sequences'] };
    this.tables = tables;
    this.sequences = sequences;
  }

  clear(): void {
    this.tables.clear();
    this.sequences.clear();
  }

  private table(model: string): Map<number, Rec> {
    let table = this.tables.get(model);
    if (!table) this.tables.set(model, (table = new Map()));
    return table;
  }
}
