import { buildApp } from './app';
import { loadConfig } from './lib/config';
import { runStartSeeds } from './seeds/run-start-seeds';

const config = loadConfig();
const app = await buildApp({ config });
await runStartSeeds(app);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`HomeBid is serving at ${config.publicUrl}`);
