import { envelopeOf, ZErrorEnvelope } from '@homebid/contracts/envelope';
import { uploadMessages, ZProfileImage } from '@homebid/contracts/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError, invalid } from '../../lib/errors';
import { requirePrincipal } from '../../plugins/session';
import { readUploadedFile } from '../files';
import { updateProfileImage } from './update-profile-image';

export const PROFILE_IMAGE_FIELD = 'document';

/** Spec §7 POST /update_profile_image (multipart field `document`). */
const profileImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/update_profile_image',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'Upload a new profile picture (multipart field document; JPEG/PNG/WebP/GIF, 10 MB)',
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeOf(ZProfileImage),
          401: ZErrorEnvelope,
          413: ZErrorEnvelope,
          415: ZErrorEnvelope,
          422: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { userId } = requirePrincipal(request);
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', uploadMessages.notMultipart);
      // The whole request is read before anything is stored, so a second, oversized part leaves no trace.
      let picture: { bytes: Buffer; filename: string } | null = null;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        const bytes = await readUploadedFile(part);
        if (part.fieldname === PROFILE_IMAGE_FIELD && !picture) picture = { bytes, filename: part.filename };
      }
      if (!picture) throw invalid(uploadMessages.noFile);
      const answer = await updateProfileImage({
        db: app.db,
        store: app.storage,
        config: app.config,
        userId,
        picture,
        log: request.log,
      });
      return ok(answer, uploadMessages.profileImageUpdated);
    },
  );
};

export default profileImageRoutes;
