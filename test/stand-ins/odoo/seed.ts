import type { StandInDb } from './db.ts';
import { seedBase } from './seed-base.ts';
import { seedBusiness } from './seed-business.ts';

export { INJECTION_TEXT } from './seed-base.ts';

/** Fills the database with a small furniture company, as of today. */
export function seed(db: StandInDb, baseUrl: string): void {
  db.clear();
  seedBase(db, baseUrl);
  seedBusiness(db);
}
