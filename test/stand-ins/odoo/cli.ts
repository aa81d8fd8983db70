// Runs the Odoo stand-in on its own: npx tsx test/stand-ins/odoo/cli.ts --port 8069 --version 18
import { parseArgs } from 'node:util';
import { DB_NAME, type OdooVersion, startOdooStandIn } from './server.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '8069' }, version: { type: 'string', default: '17' } },
});
const version = Number(values.version);
if (![16, 17, 18, 19].includes(version)) {
  console.error(`--version must be 16, 17, 18 or 19, not ${values.version}`);
  process.exit(2);
}

const odoo = await startOdooStandIn({ port: Number(values.port), version: version as OdooVersion });
console.log(`Odoo ${version} stand-in on ${odoo.url} (database '${DB_NAME}'; users admin/admin, demo/demo)`);
console.log(`Web client: ${odoo.url}${version >= 18 ? '/odoo' : '/web'}`);
const stop = () => void odoo.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
