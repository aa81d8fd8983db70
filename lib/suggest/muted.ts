import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/** Probes the user asked never to suggest again ("don't suggest this again"), kept across restarts. */
export interface MutedProbes {
  list(): Promise<string[]>;
  add(probeId: string): Promise<void>;
  remove(probeId: string): Promise<void>;
}

const KEY = 'muted-probes';
let store: UseStore | undefined;
// Its own database: idb-keyval cannot add a second store to 'weft-settings'.
const kv = () => (store ??= createStore('weft-suggest', 'kv'));

export const mutedProbes: MutedProbes = {
  list: async () => ((await get<string[]>(KEY, kv())) ?? []).filter((id) => typeof id === 'string'),
  async add(probeId) {
    const ids = await this.list();
    if (!ids.includes(probeId)) await set(KEY, [...ids, probeId], kv());
  },
  async remove(probeId) {
    await set(KEY, (await this.list()).filter((id) => id !== probeId), kv());
  },
};

/** "Delete everything": every probe may suggest again. */
export const clearMutedProbes = (): Promise<void> => clear(kv());

/** In memory, for tests and the bench. */
export function memoryMutedProbes(initial: string[] = []): MutedProbes {
  const ids = new Set(initial);
  return {
    list: async () => [...ids],
    add: async (id) => void ids.add(id),
    remove: async (id) => void ids.delete(id),
  };
}
