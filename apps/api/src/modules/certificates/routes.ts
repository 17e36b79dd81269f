import { certificateMessages } from '@homebid/contracts/certificates';
import * as endpoints from '@homebid/contracts/endpoints/certificates';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { providerIdOf } from '../sessions';
import { listOwnCertificates } from './list-own-certificates';
import { readCertificateUpload, uploadCertificate } from './upload-certificate';

/** A pro's certificates: every call is the signed-in provider's, on its own certificates. */
const certificatesRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  app.endpoint(endpoints.listCertificates, async ({ principal }) =>
    ok(await listOwnCertificates({ db, config, providerId: providerIdOf(principal) })),
  );

  app.endpoint(endpoints.uploadCertificate, async ({ principal, parts, request }) => {
    const upload = await readCertificateUpload(parts);
    const certificate = await uploadCertificate({
      db,
      store: app.storage,
      config,
      providerId: providerIdOf(principal),
      userId: principal.userId,
      upload,
      log: request.log,
    });
    return ok({ certificate }, certificateMessages.uploaded);
  });
};

export default certificatesRoutes;
