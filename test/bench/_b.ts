import 'fake-indexeddb/auto';
import { browserFigures } from './browser';
browserFigures().then((f) => { console.log(JSON.stringify(f, null, 1)); process.exit(0); }, (e) => { console.error(e); process.exit(1); });
