import { REPLY_MAX_LENGTH, reviewReplyTexts } from '@homebid/contracts/reviews';
import { feedbacks, reviewLinks, reviews } from '@homebid/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const reply = (source: string, id: number | string) => `/api/reviews/${source}/${id}/reply`;

describe.each(dialects())('review replies on %s', (dialect) => {
  let t: TestApp;
  let pat: CreatedUser;
  let sam: CreatedUser;
  let customer: CreatedUser;
  let patHeaders: SessionHeaders;
  let samHeaders: SessionHeaders;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    pat = await createUser(t.db, { role: 'provider', name: 'Pat Provider' });
    sam = await createUser(t.db, { role: 'provider', name: 'Sam Second' });
    customer = await createUser(t.db, { role: 'customer', name: 'Casey Customer' });
    patHeaders = await signIn(t.app, pat);
    samHeaders = await signIn(t.app, sam);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const newReview = async (providerId: number, comment = 'Great roof repair') => {
    const [row] = await t.db
      .insert(reviews)
      .values({ providerId, customerUserId: customer.id, rating: 5, comment })
      .returning();
    return row.id;
  };
  const newFeedback = async (providerId: number) => {
    const [link] = await t.db
      .insert(reviewLinks)
      .values({ providerId, secureNumber: `reply-${dialect}-${Date.now()}-${Math.random()}` })
      .returning();
    const [row] = await t.db
      .insert(feedbacks)
      .values({ providerId, reviewLinkId: link.id, name: 'Dana Past', rating: 4, comment: 'Tidy work' })
      .returning();
    return row.id;
  };
  const publicReviews = async (providerId: number) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/pros/${providerId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.reviews as Array<{ id: number; source: string; reply: unknown }>;
  };
  const ownList = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/customer_provider_reviewes', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      reviews: Array<{ id: number; reply: unknown }>;
      customer_feedback: Array<{ id: number; reply: unknown }>;
    };
  };

  it('stores a reply to a project review once, trimmed, with its time; a second reply is a conflict', async () => {
    const id = await newReview(pat.providerId as number);
    const before = Date.now();
    const first = await post(reply('project', id), patHeaders, { text: '  Thank you, Casey!  ' });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.message).toBe(reviewReplyTexts.saved);
    expect(body.data).toEqual({
      source: 'project',
      id,
      reply: { text: 'Thank you, Casey!', created_at: expect.any(String) },
    });
    expect(Date.parse(body.data.reply.created_at)).toBeGreaterThanOrEqual(before - 1000);

    expectErrorEnvelope(
      await post(reply('project', id), patHeaders, { text: 'Another one' }),
      409,
      reviewReplyTexts.alreadyReplied,
    );
    const list = await ownList(patHeaders);
    expect(list.reviews.find((r) => r.id === id)?.reply).toEqual(body.data.reply);
  });

  it('replies to review-link feedback, and shows both replies on the public profile', async () => {
    const providerId = pat.providerId as number;
    const feedbackId = await newFeedback(providerId);
    const unanswered = await newReview(providerId, 'Not answered yet');
    const answer = await post(reply('review_link', feedbackId), patHeaders, { text: 'Glad you liked it, Dana.' });
    expect(answer.statusCode, answer.body).toBe(200);

    const shown = await publicReviews(providerId);
    expect(shown.find((r) => r.source === 'review_link' && r.id === feedbackId)?.reply).toEqual({
      text: 'Glad you liked it, Dana.',
      created_at: answer.json().data.reply.created_at,
    });
    expect(shown.find((r) => r.source === 'project' && r.id === unanswered)?.reply).toBeNull();
    expect(shown.filter((r) => r.reply !== null)).toHaveLength(2);
    const list = await ownList(patHeaders);
    expect(list.customer_feedback.find((f) => f.id === feedbackId)?.reply).toMatchObject({
      text: 'Glad you liked it, Dana.',
    });
  });

  it("answers 404 for another pro's review or feedback, and for none, and leaves them unanswered", async () => {
    const samReview = await newReview(sam.providerId as number);
    const samFeedback = await newFeedback(sam.providerId as number);
    for (const url of [reply('project', samReview), reply('review_link', samFeedback), reply('project', 987_654)]) {
      expectErrorEnvelope(await post(url, patHeaders, { text: 'Hijack' }), 404, reviewReplyTexts.notFound);
    }
    // The ids are per source: Sam's feedback id is no project review of Sam's.
    const shown = await publicReviews(sam.providerId as number);
    expect(shown.every((r) => r.reply === null)).toBe(true);
    const own = await post(reply('project', samReview), samHeaders, { text: 'Thanks!' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses phone numbers, e-mail addresses and links in a public reply, and stores nothing', async () => {
    const id = await newReview(pat.providerId as number);
    for (const text of ['Call me on 212 555 0143 anytime', 'Write to pat@example.com', 'See www.patroofing.com']) {
      expectErrorEnvelope(await post(reply('project', id), patHeaders, { text }), 422, reviewReplyTexts.contactDetails);
    }
    const list = await ownList(patHeaders);
    expect(list.reviews.find((r) => r.id === id)?.reply).toBeNull();
    const plain = await post(reply('project', id), patHeaders, { text: 'Thanks, it was a 3 day job.' });
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('checks the text, the source and the session', async () => {
    const id = await newReview(pat.providerId as number);
    expectErrorEnvelope(await post(reply('project', id), patHeaders, { text: '   ' }), 422, reviewReplyTexts.textEmpty);
    expectErrorEnvelope(
      await post(reply('project', id), patHeaders, { text: 'x'.repeat(REPLY_MAX_LENGTH + 1) }),
      422,
      reviewReplyTexts.textTooLong,
    );
    expectErrorEnvelope(await post(reply('google', id), patHeaders, { text: 'Thanks' }), 422);
    expectErrorEnvelope(await post(reply('project', id), {}, { text: 'Thanks' }), 401);
    expectErrorEnvelope(await post(reply('project', id), await signIn(t.app, customer), { text: 'Thanks' }), 403);
    const exact = await post(reply('project', id), patHeaders, { text: 'y'.repeat(REPLY_MAX_LENGTH) });
    expect(exact.statusCode, exact.body).toBe(200);
  });
});
