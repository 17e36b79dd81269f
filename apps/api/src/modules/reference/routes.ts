import * as endpoints from '@homebid/contracts/endpoints/reference';
import { referenceMessages } from '@homebid/contracts/reference';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ok, sendSerialized } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { type CachedAnswer, createReferenceCache, matchesEtag, searchLocations } from './service';

/**
 * A reference answer from memory with its ETag; the client revalidates every time (no-cache) and
 * gets 304 while its copy is current.
 */
function answerCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendSerialized(reply, answer.body);
}

const referenceRoutes: FastifyPluginAsync = async (app) => {
  const reference = createReferenceCache(app.db, {
    onError: (error) => app.log.warn({ err: error }, 'reference data: the migration check failed'),
  });

  app.endpoint(endpoints.listServiceTypes, async ({ request, reply }) =>
    answerCached(request, reply, (await reference.snapshot()).serviceList),
  );

  app.endpoint(endpoints.listReferrals, async ({ request, reply }) =>
    answerCached(request, reply, (await reference.snapshot()).referralList),
  );

  app.endpoint(endpoints.listQuestions, async ({ request, reply, query }) => {
    const answer = (await reference.snapshot()).questionLists.get(query.project_sub_type_id);
    if (!answer) throw new AppError('not_found', referenceMessages.subTypeNotFound);
    return answerCached(request, reply, answer);
  });

  app.endpoint(endpoints.searchLocations, async ({ query }) =>
    ok({ city_list: await searchLocations(app.db, query.search) }),
  );
};

export default referenceRoutes;
