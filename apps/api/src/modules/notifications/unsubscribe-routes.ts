import * as endpoints from '@homebid/contracts/endpoints/notifications';
import { notificationMessages } from '@homebid/contracts/notifications';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { checkEmailUnsubscribe, unsubscribeEmail } from './unsubscribe-email';

/**
 * The e-mails' unsubscribe link, without signing in. Its own (encapsulated) plugin: mail providers
 * post the one-click form body `List-Unsubscribe=One-Click` (RFC 8058), which only these routes
 * accept; the token in the query says everything, so the body is read and ignored.
 */
const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const secret = app.config.otp.secret;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );

  app.endpoint(endpoints.checkEmailUnsubscribe, async ({ query }) =>
    ok(await checkEmailUnsubscribe(db, secret, query.token)),
  );

  app.endpoint(endpoints.emailUnsubscribe, async ({ query }) =>
    ok(await unsubscribeEmail(db, secret, query.token), notificationMessages.unsubscribeDone),
  );
};

export default unsubscribeRoutes;
