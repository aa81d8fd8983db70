// Unit tests run against a real IndexedDB implementation, not a hand-written mock.
import 'fake-indexeddb/auto';
