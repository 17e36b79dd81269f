import { type DatabaseHandle, openDatabase } from '@homebid/db/client';
import { migrateAndSeed } from '@homebid/db/migrate';
import fp from 'fastify-plugin';
import { databaseOptions } from '../lib/config';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
  }
}

export interface DatabasePluginOptions {
  /** An already opened database (tests hand one in); otherwise opened from the config. */
  handle?: DatabaseHandle;
}

/** Opens the database, applies migrations and reference data, reports its pool use, and closes it with the app. */
export default fp<DatabasePluginOptions>(
  async (app, options) => {
    const owned = !options.handle;
    const handle =
      options.handle ??
      (await openDatabase({
        ...databaseOptions(app.config),
        onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost; it will be replaced'),
      }));
    await migrateAndSeed(handle);
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.metrics.readOnScrape({ dbPool: () => handle.poolStats() });
    if (owned) app.addHook('onClose', () => handle.close());
  },
  { name: 'database', dependencies: ['config', 'metrics'] },
);
