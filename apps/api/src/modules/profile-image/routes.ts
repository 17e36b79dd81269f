import * as endpoints from '@homebid/contracts/endpoints/profile';
import { uploadMessages } from '@homebid/contracts/files';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { readProfilePicture, updateProfileImage } from './update-profile-image';

/** Spec §7 POST /update_profile_image (multipart field `document`). */
const profileImageRoutes: FastifyPluginAsync = async (app) => {
  app.endpoint(endpoints.updateProfileImage, async ({ principal, parts, request }) => {
    const picture = await readProfilePicture(parts);
    const answer = await updateProfileImage({
      db: app.db,
      store: app.storage,
      config: app.config,
      userId: principal.userId,
      picture,
      log: request.log,
    });
    return ok(answer, uploadMessages.profileImageUpdated);
  });
};

export default profileImageRoutes;
