import { leadMessages } from '@homebid/contracts/leads';
import { apiMessages } from '@homebid/contracts/messages';
import {
  CARD_STATUS,
  customerProjectMessages,
  PROJECT_NOTIFICATION_TASK,
  projectMessages,
  projectNotificationTexts,
  projectTexts,
  QUESTION_TYPE,
} from '@homebid/contracts/projects';
import { chatMessages, projects } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_VIOLATION, pgErrorOf } from '../../db/pg-error';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { makePng } from '../../helpers/images';
import { setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { multipart } from '../../helpers/multipart';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';
import { notificationsOf } from './support';

interface Project {
  id: number;
  title: string;
  description: string;
  street_address: string;
  budget: number | null;
  question_answers: Array<{ question: string; answer: unknown; question_type: number }>;
  status: string;
  bid_count: number;
  unread_messages: number;
  can_edit: boolean;
  hired_pro: Record<string, unknown> | null;
  awaiting_confirmation: boolean;
  bids: Array<{ bid_id: number; provider_id: number }>;
}

/** A mobile number and an e-mail address, as a customer might type them into a project. */
const PHONE = '(917) 555-0143';
const EMAIL = 'casey.private@example.com';

describe.each(dialects())('the customer editing, closing and confirming projects on %s', (dialect) => {
  let t: TestApp;
  let subType: Awaited<ReturnType<typeof twoSubTypes>>[0];
  let casey: CreatedUser;
  let olive: CreatedUser;
  let pro: CreatedUser;
  let rival: CreatedUser;
  const headers: Record<string, SessionHeaders> = {};

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    [subType] = await twoSubTypes(t.db);
    casey = await createUser(t.db, { role: 'customer', name: 'Casey Customer' });
    olive = await createUser(t.db, { role: 'customer', name: 'Olive Other' });
    pro = await createUser(t.db, { role: 'provider', name: 'Pat Provider', mobileNumber: '2125550190' });
    rival = await createUser(t.db, { role: 'provider', name: 'Rita Rival' });
    // Both serve Manhattan and the sub-type; only `pro` bids in these tests.
    await setUpProvider(t.db, pro.providerId as number, { subTypeIds: [subType.id] });
    await setUpProvider(t.db, rival.providerId as number, { subTypeIds: [subType.id] });
    for (const [key, user] of Object.entries({ casey, olive, pro, rival })) headers[key] = await signIn(t.app, user);
  }, 180_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: keyof typeof headers | null, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who ? headers[who] : {}, payload });

  async function post(title: string, overrides: Record<string, unknown> = {}): Promise<Project> {
    const response = await call('POST', '/v2/customers/projects', 'casey', {
      title,
      description: 'The back steps wobble and one tread is split.',
      project_type_id: subType.projectTypeId,
      project_sub_type_id: subType.id,
      street_address: '350 5th Ave',
      zipcode: '10001',
      budget: 1200,
      question_answers: [{ question: 'Anything to add?', answer: 'Side gate is open', question_type: 1 }],
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.project;
  }

  const mine = async (id: number): Promise<Project> => {
    const response = await call('GET', `/v2/customers/projects/${id}`, 'casey');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.project;
  };

  const placeBid = (projectId: number, who: 'pro' | 'rival', amount = '900', bidId?: number) => {
    const body = multipart([], { bid_amount: amount, bid_type: '0', bid_breakdown: 'Labour and lumber' });
    return t.app.inject({
      method: bidId ? 'PUT' : 'POST',
      url: `/api/v2/providers/projects/${projectId}/bid${bidId ? `/${bidId}` : ''}`,
      headers: { ...headers[who], ...body.headers },
      payload: body.payload,
    });
  };

  const bidOn = async (projectId: number, who: 'pro' | 'rival' = 'pro') => {
    const response = await placeBid(projectId, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.bid_id as number;
  };

  const hire = async (projectId: number, bidId: number) => {
    const response = await call('POST', `/v2/customers/projects/${projectId}/hire`, 'casey', { bid_id: bidId });
    expect(response.statusCode, response.body).toBe(200);
  };

  const listIds = async (url: string, who: 'pro' | 'rival') => {
    const response = await call('GET', url, who);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    // Available Projects answers its cards as `available`, the other lists as `projects`.
    return ((data.available ?? data.projects) as Array<{ id: number }>).map((card) => card.id);
  };

  const row = async (id: number) => (await t.db.select().from(projects).where(eq(projects.id, id)))[0];

  describe('the project-level fields', () => {
    it('reads an open project: no bids, nothing unread, editable, no hired pro', async () => {
      const project = await post('Fix the back steps');
      expect(project).toMatchObject({
        status: 'open',
        bid_count: 0,
        unread_messages: 0,
        can_edit: true,
        hired_pro: null,
        awaiting_confirmation: false,
      });
    });

    it('counts bids and the pros’ messages the customer has not read, per project', async () => {
      const project = await post('Replace the porch light');
      const quiet = await post('Paint the garage door');
      await bidOn(project.id);
      await bidOn(project.id, 'rival');
      const message = (values: Partial<typeof chatMessages.$inferInsert>) => ({
        projectId: project.id,
        providerId: pro.providerId as number,
        customerUserId: casey.id,
        authorUserId: pro.id,
        messageBy: 'provider',
        body: 'When can I come by?',
        ...values,
      });
      const written = await t.db
        .insert(chatMessages)
        .values([
          message({}),
          message({ providerId: rival.providerId as number, authorUserId: rival.id }),
          // Read, withheld by the contact guard, deleted, or the customer's own: none is unread.
          message({ readAt: new Date() }),
          message({ sensitiveInfo: true }),
          message({ deletedAt: new Date() }),
          message({ messageBy: 'customer', authorUserId: casey.id }),
        ])
        .returning({ id: chatMessages.id });
      const list = (await call('GET', '/v2/customers/projects', 'casey')).json().data.projects as Project[];
      expect(list.find((p) => p.id === project.id)).toMatchObject({ bid_count: 2, unread_messages: 2 });
      expect(list.find((p) => p.id === quiet.id)).toMatchObject({ bid_count: 0, unread_messages: 0 });
      expect(await mine(project.id)).toMatchObject({ bid_count: 2, unread_messages: 2 });
      // Reading the conversation clears it.
      const read = await call('POST', '/messages/mark_read', 'casey', {
        project_id: project.id,
        provider_id: pro.providerId,
        up_to_message_id: Math.max(...written.map((m) => m.id)),
      });
      expect(read.statusCode, read.body).toBe(200);
      expect((await mine(project.id)).unread_messages).toBe(1);
    });

    it('shows the hired pro’s company, name, phone and e-mail only once hired', async () => {
      const project = await post('Hang three doors');
      const bidId = await bidOn(project.id);
      const before = await call('GET', `/v2/customers/projects/${project.id}`, 'casey');
      expect(before.json().data.project.hired_pro).toBeNull();
      expect(before.body).not.toContain(pro.email);
      expect(before.body).not.toContain('2125550190');
      await hire(project.id, bidId);
      const hired = await mine(project.id);
      expect(hired).toMatchObject({ status: 'hired', can_edit: false, awaiting_confirmation: false });
      expect(hired.hired_pro).toEqual({
        provider_id: pro.providerId,
        company_name: 'Test Home Services',
        name: 'Pat Provider',
        phone: '2125550190',
        email: pro.email,
      });
      // Another customer's list never carries it.
      const other = await call('GET', '/v2/customers/projects', 'olive');
      expect(other.body).not.toContain(pro.email);
    });
  });

  describe('editing', () => {
    it('changes only the fields sent, and masks contact details for providers as posting does', async () => {
      const project = await post('Rebuild the deck stairs');
      const edited = await call('PATCH', `/v2/customers/projects/${project.id}`, 'casey', {
        title: `Rebuild the deck stairs, call ${PHONE}`,
        description: `Five steps, pressure-treated. Write to ${EMAIL} for photos.`,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().message).toBe(customerProjectMessages.edited);
      const answer: Project = edited.json().data.project;
      expect(answer).toMatchObject({
        title: `Rebuild the deck stairs, call ${PHONE}`,
        description: `Five steps, pressure-treated. Write to ${EMAIL} for photos.`,
        street_address: '350 5th Ave',
        budget: 1200,
        question_answers: project.question_answers,
        can_edit: true,
      });

      // A provider that has not bought the lead reads the new text without the contact details.
      const seen = await call('GET', `/v2/providers/projects/${project.id}`, 'rival');
      expect(seen.statusCode, seen.body).toBe(200);
      const detail = seen.json().data;
      expect(detail.title).toContain('Rebuild the deck stairs');
      expect(detail.description).toContain('Five steps, pressure-treated.');
      expect(seen.body).not.toContain('555-0143');
      expect(seen.body).not.toContain(EMAIL);
      expect((await row(project.id)).maskedTitle).not.toContain('555-0143');
    });

    it('removes the budget when it is sent empty, and takes new answers and address', async () => {
      const project = await post('Seal the driveway');
      const answers = [{ question: 'Anything to add?', answer: 'Park on the street', question_type: 1 }];
      const edited = await call('PATCH', `/v2/customers/projects/${project.id}`, 'casey', {
        budget: '',
        street_address: '1 Penn Plaza',
        question_answers: answers,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().data.project).toMatchObject({
        title: 'Seal the driveway',
        budget: null,
        street_address: '1 Penn Plaza',
        question_answers: answers,
      });
    });

    it('refuses what posting refuses: an empty title, answers that do not fit the catalogue', async () => {
      const project = await post('Patch the wall');
      expectErrorEnvelope(
        await call('PATCH', `/v2/customers/projects/${project.id}`, 'casey', { title: '  ' }),
        422,
        projectMessages.titleEmpty,
      );
      const listed = await call('GET', `/question_list?project_sub_type_id=${subType.id}`, null);
      const choice = listed
        .json()
        .data.questions.find(
          (q: { question_type: number; multiple: boolean }) => q.question_type === QUESTION_TYPE.choices,
        );
      expectErrorEnvelope(
        await call('PATCH', `/v2/customers/projects/${project.id}`, 'casey', {
          question_answers: [
            { question: choice.question, answer: ['Something else'], question_type: QUESTION_TYPE.choices },
          ],
        }),
        422,
        customerProjectMessages.answerNotAnOption(choice.question),
      );
      expect((await mine(project.id)).title).toBe('Patch the wall');
    });

    it('answers 404 to another customer, 403 to a provider and 401 without a session, changing nothing', async () => {
      const project = await post('Secret loft ladder');
      const change = { title: 'Taken over' };
      const foreign = await call('PATCH', `/v2/customers/projects/${project.id}`, 'olive', change);
      expectErrorEnvelope(foreign, 404, projectTexts.notFound);
      expect(foreign.body).not.toContain('Secret loft ladder');
      expectErrorEnvelope(
        await call('PATCH', `/v2/customers/projects/${project.id}`, 'pro', change),
        403,
        apiMessages.wrongPortalCustomer,
      );
      expectErrorEnvelope(
        await call('PATCH', `/v2/customers/projects/${project.id}`, null, change),
        401,
        apiMessages.unauthenticated,
      );
      expect((await row(project.id)).title).toBe('Secret loft ladder');
    });

    it('refuses once a pro is hired', async () => {
      const project = await post('Install a handrail');
      await hire(project.id, await bidOn(project.id));
      expectErrorEnvelope(
        await call('PATCH', `/v2/customers/projects/${project.id}`, 'casey', { title: 'Two handrails' }),
        409,
        customerProjectMessages.notEditable,
      );
      expect((await row(project.id)).title).toBe('Install a handrail');
    });
  });

  describe('closing', () => {
    it('takes the project off the market: lists, bids and leads; the bidder is told and reads it as cancelled', async () => {
      const project = await post('Replace the mailbox post');
      const bidId = await bidOn(project.id);
      expect(await listIds('/v2/providers/projects', 'rival')).toContain(project.id);

      const closed = await call('POST', `/v2/customers/projects/${project.id}/close`, 'casey');
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().message).toBe(customerProjectMessages.closed);
      expect(closed.json().data.project).toMatchObject({ status: 'closed', can_edit: false, bid_count: 1 });
      expect(await row(project.id)).toMatchObject({
        status: 'cancelled',
        closedAt: expect.any(Date),
        hiredProviderId: null,
      });

      // Off every list of the pro who did not bid, and out of its reach.
      expect(await listIds('/v2/providers/projects', 'rival')).not.toContain(project.id);
      expect(await listIds('/providers/web_projects_available', 'rival')).not.toContain(project.id);
      expectErrorEnvelope(
        await call('GET', `/v2/providers/projects/${project.id}`, 'rival'),
        404,
        projectTexts.notFound,
      );
      expectErrorEnvelope(await placeBid(project.id, 'rival'), 404, projectTexts.notFound);
      expectErrorEnvelope(
        await call('POST', '/v2/providers/wallets/update', 'rival', { project_id: project.id }),
        404,
        projectTexts.notFound,
      );

      // The bidder: out of In bidding, into its history as cancelled; no new bid, no lead.
      expect(await listIds('/v2/providers/activities/in_bidding', 'pro')).not.toContain(project.id);
      expect(await listIds('/v2/providers/my_projects/history', 'pro')).toContain(project.id);
      const seen = await call('GET', `/v2/providers/projects/${project.id}`, 'pro');
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data.status).toBe(CARD_STATUS.cancelled);
      expectErrorEnvelope(await placeBid(project.id, 'pro', '800', bidId), 422, projectMessages.notOpenForBids);
      expectErrorEnvelope(
        await call('POST', '/v2/providers/wallets/update', 'pro', { project_id: project.id }),
        422,
        leadMessages.leadNotAvailable,
      );
      expect((await notificationsOf(t, pro.id, project.id)).at(-1)).toEqual({
        taskName: PROJECT_NOTIFICATION_TASK.updates,
        text: projectNotificationTexts.closedByCustomer('Replace the mailbox post'),
        tag: null,
      });
      expect(await notificationsOf(t, rival.id, project.id)).toEqual(
        expect.not.arrayContaining([expect.objectContaining({ taskName: PROJECT_NOTIFICATION_TASK.updates })]),
      );

      // Closed stays closed: no second close, no edit, no hire.
      expectErrorEnvelope(
        await call('POST', `/v2/customers/projects/${project.id}/close`, 'casey'),
        409,
        customerProjectMessages.notClosable,
      );
      expectErrorEnvelope(
        await call('PATCH', `/v2/customers/projects/${project.id}`, 'casey', { title: 'Reopened' }),
        409,
        customerProjectMessages.notEditable,
      );
      expectErrorEnvelope(
        await call('POST', `/v2/customers/projects/${project.id}/hire`, 'casey', { bid_id: bidId }),
        409,
        projectMessages.notOpenForBids,
      );
    });

    it('tells bidders the masked title when the customer typed contact details into it', async () => {
      const project = await post(`Trim the hedge, text ${PHONE}`);
      await bidOn(project.id);
      expect((await call('POST', `/v2/customers/projects/${project.id}/close`, 'casey')).statusCode).toBe(200);
      const told = (await notificationsOf(t, pro.id, project.id)).at(-1);
      expect(told?.text).toContain('Trim the hedge');
      expect(told?.text).not.toContain('555-0143');
    });

    it('refuses after a hire, and for another customer', async () => {
      const project = await post('Fix the fence gate');
      await hire(project.id, await bidOn(project.id));
      expectErrorEnvelope(
        await call('POST', `/v2/customers/projects/${project.id}/close`, 'casey'),
        409,
        customerProjectMessages.notClosable,
      );
      const open = await post('Fix the shed door');
      expectErrorEnvelope(
        await call('POST', `/v2/customers/projects/${open.id}/close`, 'olive'),
        404,
        projectTexts.notFound,
      );
      expectErrorEnvelope(
        await call('POST', `/v2/customers/projects/${open.id}/close`, 'pro'),
        403,
        apiMessages.wrongPortalCustomer,
      );
      expect((await row(open.id)).status).toBe('bidding');
      expect((await row(project.id)).status).toBe('hired');
    });
  });

  describe('confirming completion', () => {
    it('completes a hired job and records the confirmation', async () => {
      const project = await post('Regrout the shower');
      await hire(project.id, await bidOn(project.id));
      const done = await call('POST', `/v2/customers/projects/${project.id}/complete`, 'casey');
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data.project).toMatchObject({ status: 'completed', awaiting_confirmation: false });
      expect(await row(project.id)).toMatchObject({
        status: 'completed',
        completedAt: expect.any(Date),
        customerConfirmedAt: expect.any(Date),
      });
    });

    it('waits for the customer once the pro marked the job complete, then records it once', async () => {
      const project = await post('Rehang the gutters');
      await hire(project.id, await bidOn(project.id));
      const body = multipart(
        [{ field: 'documents[]', filename: 'done.png', contentType: 'image/png', data: await makePng() }],
        { project_status: '4' },
      );
      const marked = await t.app.inject({
        method: 'POST',
        url: `/api/providers/project_status_update/${project.id}.json`,
        headers: { ...headers.pro, ...body.headers },
        payload: body.payload,
      });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(await mine(project.id)).toMatchObject({ status: 'completed', awaiting_confirmation: true });
      const markedAt = (await row(project.id)).completedAt;

      const first = await call('POST', `/v2/customers/projects/${project.id}/complete`, 'casey');
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.project).toMatchObject({ status: 'completed', awaiting_confirmation: false });
      const confirmed = await row(project.id);
      expect(confirmed.customerConfirmedAt).toEqual(expect.any(Date));
      // The pro's own completion time stays.
      expect(confirmed.completedAt).toEqual(markedAt);

      const again = await call('POST', `/v2/customers/projects/${project.id}/complete`, 'casey');
      expect(again.statusCode, again.body).toBe(200);
      expect((await row(project.id)).customerConfirmedAt).toEqual(confirmed.customerConfirmedAt);
      const confirmations = (await notificationsOf(t, pro.id, project.id)).filter(
        (n) => n.text === projectNotificationTexts.completedByCustomer('Rehang the gutters'),
      );
      expect(confirmations).toHaveLength(1);
    });

    it('refuses before a hire and after a close', async () => {
      const open = await post('Clean the chimney');
      expectErrorEnvelope(
        await call('POST', `/v2/customers/projects/${open.id}/complete`, 'casey'),
        422,
        customerProjectMessages.notInProgress,
      );
      expect((await call('POST', `/v2/customers/projects/${open.id}/close`, 'casey')).statusCode).toBe(200);
      expectErrorEnvelope(
        await call('POST', `/v2/customers/projects/${open.id}/complete`, 'casey'),
        422,
        customerProjectMessages.notInProgress,
      );
      expect(await row(open.id)).toMatchObject({ status: 'cancelled', customerConfirmedAt: null });
    });
  });

  it('keeps the rules in the database too: only a project cancelled unhired is closed, only a completed one confirmed', async () => {
    const project = await post('Level the patio');
    expect(
      await pgErrorOf(t.db.update(projects).set({ closedAt: new Date() }).where(eq(projects.id, project.id))),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'projects_closed_check' });
    expect(
      await pgErrorOf(
        t.db.update(projects).set({ customerConfirmedAt: new Date() }).where(eq(projects.id, project.id)),
      ),
    ).toEqual({ code: CHECK_VIOLATION, constraint: 'projects_confirmed_check' });
    expect(await row(project.id)).toMatchObject({ closedAt: null, customerConfirmedAt: null });
  });
});
