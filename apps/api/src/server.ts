import { buildApp } from './app';
import { loadConfig } from './lib/config';
import { closeOnSignals } from './lib/graceful-shutdown';
import { runStartSeeds } from './seeds/run-start-seeds';

const config = loadConfig();
const app = await buildApp({ config });
await runStartSeeds(app);

// SIGTERM or SIGINT: stop accepting, finish the requests in flight, tell the sockets to reconnect, exit within 10 s.
closeOnSignals(app);

await app.listen({ port: config.port, host: config.host });
app.log.info(`HomeBid is serving at ${config.publicUrl}`);
