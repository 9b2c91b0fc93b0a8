// A server the API benchmark measures, run as its own process (scripts/bench-api/children.ts):
//   node --import tsx scripts/bench-api/serve.ts api|web|bare
// "api" is the real app (assembled as a start does, on the database named by DATABASE_URL /
// DATA_DIR); "web" is the same with the production build's server-rendered pages
// (bench-pages.ts); "bare" is the HTTP floor, a Fastify route answering a constant. Prints "LISTENING <port>" when ready and
// closes cleanly on SIGTERM.
import Fastify from 'fastify';

async function serve(kind: string): Promise<void> {
  let close: () => Promise<unknown>;
  let port: string;
  if (kind === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ ok: true }));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    port = new URL(address).port;
    close = () => app.close();
  } else {
    // Imported here: the bare floor does not load the app.
    const { parseConfig } = await import('../../server/config.ts');
    const { assemble } = await import('../../server/assemble.ts');
    const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent' });
    const assembled = await assemble(config, {
      logger: false,
      web: kind === 'web' ? 'production' : 'none',
    });
    const address = await assembled.app.listen({ port: 0, host: '127.0.0.1' });
    port = new URL(address).port;
    close = () => assembled.close();
  }
  process.stdout.write(`LISTENING ${port}\n`);
  process.once('SIGTERM', () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const kind = process.argv[2];
if (kind !== 'api' && kind !== 'web' && kind !== 'bare') {
  console.error('usage: serve.ts api|web|bare');
  process.exit(2);
}
await serve(kind);
