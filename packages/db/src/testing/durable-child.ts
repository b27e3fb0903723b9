// A process that starts the embedded server on a data dir, commits a write and then waits to be
// killed (the durability test sends it kill -9, the clean-stop test SIGTERM, which stops the
// server as npm start does). Prints READY when the write is committed.
import pg from 'pg';
import { startEmbeddedPostgres, stopOnSignals } from '../embedded';

const [dataDir, value] = process.argv.slice(2);
const server = await startEmbeddedPostgres({ dataDir: dataDir!, log: () => {} });
stopOnSignals(server.stop);
const client = new pg.Client({ connectionString: server.url });
await client.connect();
await client.query('CREATE TABLE IF NOT EXISTS durability (value text PRIMARY KEY)');
await client.query('INSERT INTO durability (value) VALUES ($1)', [value]);
await client.end();
console.log('READY');
setInterval(() => {}, 60_000);
