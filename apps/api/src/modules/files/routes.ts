import { apiMessages } from '@homebid/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { isValidKey, StoredObjectNotFoundError } from '../../lib/storage/file-store';
import { findPrincipal, readCredentials } from '../sessions';
import { parseByteRange } from './byte-range';
import { canReadFile } from './can-read-file';
import { findFileByKey } from './find-file-by-key';

/** Public files never change under their key; private ones are not kept by the browser. */
export const PUBLIC_FILE_CACHE = 'private, max-age=31536000, immutable';
export const PRIVATE_FILE_CACHE = 'private, no-store';

// Unknown, unreadable and missing answer alike, so an answer never tells whether a file exists.
const notFound = () => new AppError('not_found', apiMessages.notFoundRoute);

/** GET /files/<key>: stored uploads, at the root (CONTRACT §1), streamed from the file store. */
const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/*',
    {
      // Not a JSON call: kept out of the OpenAPI document, which lists the /api calls.
      schema: { hide: true, params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidKey(key)) throw notFound();
      const found = await findFileByKey(app.db, key);
      if (!found) throw notFound();
      const isPublic = found.file.visibility === 'public';
      if (!isPublic) {
        const credentials = readCredentials(request, { cookies: true });
        const principal = credentials && (await findPrincipal(app.db, credentials));
        if (!(await canReadFile(app.db, app.fileAccess.rules, found.file, principal?.userId ?? null))) throw notFound();
      }
      // Byte ranges (videos seek and play, Safari asks for them first) on the main object, whose size
      // stored_files records; a thumbnail is always sent whole.
      const size = found.isThumbnail ? null : found.file.byteSize;
      const range = size === null ? null : parseByteRange(request.headers.range, size);
      const cache = isPublic ? PUBLIC_FILE_CACHE : PRIVATE_FILE_CACHE;
      if (range === 'unsatisfiable') {
        return reply
          .code(416)
          .header('content-range', `bytes */${size}`)
          .header('accept-ranges', 'bytes')
          .header('cache-control', cache)
          .send();
      }
      let object: Awaited<ReturnType<typeof app.storage.get>>;
      try {
        object = await app.storage.get(key, range ?? undefined);
      } catch (error) {
        if (error instanceof StoredObjectNotFoundError) throw notFound();
        throw error;
      }
      reply
        .header('content-type', found.isThumbnail ? object.contentType : found.file.contentType)
        .header('cache-control', cache)
        .header('content-disposition', 'inline');
      if (size !== null) reply.header('accept-ranges', 'bytes');
      if (range) {
        return reply
          .code(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(object.body);
      }
      return reply.header('content-length', object.size).send(object.body);
    },
  );
};

export default filesRoutes;
