import fp from 'fastify-plugin';
import { createFileStore } from '../lib/storage/create-file-store';
import type { FileStore } from '../lib/storage/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploads live (local disk or S3), CONTRACT §2. */
    storage: FileStore;
  }
}

export interface StoragePluginOptions {
  /** A ready store to use instead of the configured one. */
  store?: FileStore;
}

export default fp<StoragePluginOptions>(
  async (app, options) => {
    const store = options.store ?? createFileStore(app.config);
    app.decorate('storage', store);
    if (!options.store) app.addHook('onClose', () => store.close());
    app.log.debug({ kind: store.kind }, 'file storage ready');
  },
  { name: 'storage', dependencies: ['config'] },
);
