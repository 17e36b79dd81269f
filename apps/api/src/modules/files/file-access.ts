import fp from 'fastify-plugin';
import type { FileAccessRule } from './can-read-file';

declare module 'fastify' {
  interface FastifyInstance {
    /** Features add who may read their private files; the files module never imports them. */
    fileAccess: { rules: FileAccessRule[]; allow(rule: FileAccessRule): void };
  }
}

export default fp(
  async (app) => {
    const rules: FileAccessRule[] = [];
    app.decorate('fileAccess', { rules, allow: (rule: FileAccessRule) => void rules.push(rule) });
  },
  { name: 'file-access' },
);
