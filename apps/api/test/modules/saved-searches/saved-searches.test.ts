import { NOTIFICATION_TASK } from '@homebid/contracts/notifications';
import { availableFilterMessages } from '@homebid/contracts/projects';
import { pageUrl } from '@homebid/contracts/routes';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MATCH_TASK,
  savedSearchMessages,
  savedSearchNotificationText,
} from '@homebid/contracts/saved-searches';
import { notifications, savedSearchMatches } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifySavedSearchMatches } from '../../../src/modules/saved-searches';
import { dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import {
  type Customer,
  loadCatalogue,
  type Provider,
  postProject,
  type ServiceType,
  setUpProvider,
  setUpProviderOf,
  signUpCustomer,
  validForm,
} from '../customer-projects/support';
import { buildMessagingApp, channelsOf, delivered, type MessagingApp } from '../notifications/support';

const URL = '/api/saved_searches';
/** Customers and providers are set up through the real API (an Argon2 hash each): slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

describe.each(dialects())('saved searches on %s', (dialect) => {
  let m: MessagingApp;
  let t: TestApp;
  let roofing: ServiceType;
  let casey: Customer;
  let near: Provider;
  let neighbour: Provider;
  let far: Provider;

  beforeAll(async () => {
    m = await buildMessagingApp(dialect);
    t = m.t;
    [roofing] = await loadCatalogue(t);
    casey = await signUpCustomer(t, m.sms, {
      name: 'Casey Saver',
      email: 'casey.saver@example.com',
      mobile: '3125550301',
    });
    near = await setUpProviderOf(t, 'Nia Near', '2125550301', roofing, '10001');
    neighbour = await setUpProviderOf(t, 'Ned Neighbour', '2125550302', roofing, '10001');
    far = await setUpProvider(t, {
      name: 'Fay Far',
      companyName: 'Far Co',
      mobile: '3105550303',
      projectTypeId: roofing.id,
      subTypeIds: [roofing.project_sub_types[0].id],
      zipcode: '90210',
      radius: 5,
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await m?.close();
  });

  const create = (who: Provider | Customer, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: URL, headers: who.headers, payload });
  const list = async (who: Provider) => {
    const response = await t.app.inject({ method: 'GET', url: URL, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { saved_searches: Array<Record<string, unknown>>; max: number };
  };
  const matchesOf = (userId: number, projectId: number) =>
    t.db
      .select({ id: notifications.id, text: notifications.notification })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.projectId, projectId),
          eq(notifications.taskName, SAVED_SEARCH_MATCH_TASK),
        ),
      );

  it('saves, lists, renames, changes channels and deletes the caller’s own searches', async () => {
    const created = await create(near, {
      name: '  Roofs in town ',
      search: 'gutter',
      location: 'New York',
      project_sub_type_id: roofing.project_sub_types[0].id,
      sms_notification: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().message).toBe(savedSearchMessages.created);
    const saved = created.json().data.saved_search;
    expect(saved).toMatchObject({
      name: 'Roofs in town',
      search: 'gutter',
      location: 'New York',
      project_sub_type_id: roofing.project_sub_types[0].id,
      project_sub_type: roofing.project_sub_types[0].name,
      push_notification: true,
      sms_notification: true,
      email_notification: true,
    });
    expect((await list(near)).saved_searches.map((s) => s.id)).toContain(saved.id);
    expect((await list(near)).max).toBe(SAVED_SEARCH_LIMITS.maxPerProvider);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${saved.id}`,
      headers: near.headers,
      payload: { name: 'Gutters', email_notification: false },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.saved_search).toMatchObject({
      id: saved.id,
      name: 'Gutters',
      search: 'gutter',
      sms_notification: true,
      email_notification: false,
    });

    // Another provider's search answers as a missing one.
    expect((await list(neighbour)).saved_searches).toEqual([]);
    const foreignPatch = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${saved.id}`,
      headers: neighbour.headers,
      payload: { name: 'Mine now' },
    });
    expectErrorEnvelope(foreignPatch, 404, savedSearchMessages.notFound);
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `${URL}/${saved.id}`,
      headers: neighbour.headers,
    });
    expectErrorEnvelope(foreignDelete, 404, savedSearchMessages.notFound);
    expect((await list(near)).saved_searches.find((s) => s.id === saved.id)?.name).toBe('Gutters');

    const deleted = await t.app.inject({ method: 'DELETE', url: `${URL}/${saved.id}`, headers: near.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data).toEqual({ id: saved.id });
    expect((await list(near)).saved_searches.map((s) => s.id)).not.toContain(saved.id);
    const again = await t.app.inject({ method: 'DELETE', url: `${URL}/${saved.id}`, headers: near.headers });
    expectErrorEnvelope(again, 404, savedSearchMessages.notFound);
  });

  it('refuses a blank name, a service the provider does not offer, a customer, and more than the limit', async () => {
    expectErrorEnvelope(await create(near, { name: '   ' }), 422, savedSearchMessages.nameRequired);
    expectErrorEnvelope(
      await create(near, { name: 'Other service', project_sub_type_id: roofing.project_sub_types[1].id }),
      422,
      savedSearchMessages.subTypeInvalid,
    );
    const byCustomer = await create(casey, { name: 'Not mine' });
    expect(byCustomer.statusCode).toBeGreaterThanOrEqual(400);
    expect(byCustomer.statusCode).toBeLessThan(500);

    for (let i = (await list(neighbour)).saved_searches.length; i < SAVED_SEARCH_LIMITS.maxPerProvider; i++) {
      const response = await create(neighbour, { name: `Search ${i + 1}`, search: `word${i}` });
      expect(response.statusCode, response.body).toBe(200);
    }
    expectErrorEnvelope(await create(neighbour, { name: 'One too many' }), 422, savedSearchMessages.tooMany);
    expect((await list(neighbour)).saved_searches).toHaveLength(SAVED_SEARCH_LIMITS.maxPerProvider);
  });

  it(
    'alerts once per matching search, never for a non-matching one or out of area, on the search’s channels',
    async () => {
      const matching = (
        await create(near, {
          name: 'Kitchen roofs',
          search: 'KITCHEN',
          location: 'new york',
          project_sub_type_id: roofing.project_sub_types[0].id,
          push_notification: true,
          sms_notification: false,
          email_notification: false,
        })
      ).json().data.saved_search;
      const otherWords = (await create(near, { name: 'Bathrooms', search: 'bathroom' })).json().data.saved_search;
      const otherCity = (await create(near, { name: 'Brooklyn', location: 'Brooklyn' })).json().data.saved_search;
      const outOfArea = (await create(far, { name: 'Kitchens anywhere', search: 'kitchen' })).json().data.saved_search;
      for (const search of [matching, otherWords, otherCity, outOfArea]) expect(search?.id).toEqual(expect.any(Number));

      const posted = await postProject(t, casey.headers, validForm(roofing));
      expect(posted.statusCode, posted.body).toBe(200);
      const projectId: number = posted.json().data.project.id;

      const nearAlerts = await matchesOf(near.user.id, projectId);
      expect(nearAlerts).toHaveLength(1);
      expect(nearAlerts[0].text).toBe(
        savedSearchNotificationText('Kitchen roofs', 'Replace the kitchen roof', 'New York', 'NY'),
      );
      expect(await matchesOf(far.user.id, projectId)).toEqual([]);
      const pairs = await t.db
        .select({ search: savedSearchMatches.savedSearchId })
        .from(savedSearchMatches)
        .where(eq(savedSearchMatches.projectId, projectId));
      expect(pairs.map((p) => p.search)).toEqual([matching.id]);

      // Once: the same project matched again tells nobody.
      expect(await notifySavedSearchMatches(t.db, projectId)).toBe(0);
      expect(await matchesOf(near.user.id, projectId)).toHaveLength(1);

      // The list shows it with the link to the project's detail.
      const listed = await t.app.inject({ method: 'GET', url: '/api/notification_list', headers: near.headers });
      expect(listed.statusCode, listed.body).toBe(200);
      const item = listed.json().data.notifications.find((n: { id: number }) => n.id === nearAlerts[0].id);
      expect(item).toMatchObject({
        task_name: SAVED_SEARCH_MATCH_TASK,
        link: pageUrl('projectDetail', { id: projectId, from: 'lead_projects' }),
      });

      // The search chose push only: neither e-mail nor SMS, while the new-project notice went by e-mail.
      const [newProject] = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, near.user.id),
            eq(notifications.projectId, projectId),
            eq(notifications.taskName, NOTIFICATION_TASK.newProject),
          ),
        );
      await delivered(t, nearAlerts[0].id);
      await delivered(t, newProject.id);
      expect(await channelsOf(t, nearAlerts[0].id)).toEqual(['live']);
      expect(await channelsOf(t, newProject.id)).toContain('email');
    },
    SETUP_TIMEOUT_MS,
  );
  it(
    'keeps sort, budget and distance, and alerts only on a project within the budget and the distance',
    async () => {
      const created = await create(near, {
        name: 'Skylights close by',
        search: 'skylight',
        sort: 'budget',
        min_budget: 2000,
        max_budget: 3000,
        max_distance: 2,
      });
      expect(created.statusCode, created.body).toBe(200);
      const saved = created.json().data.saved_search;
      const filters = { sort: 'budget', min_budget: 2000, max_budget: 3000, max_distance: 2 };
      expect(saved).toMatchObject(filters);
      expect((await list(near)).saved_searches.find((s) => s.id === saved.id)).toMatchObject(filters);
      // Left out, the filters are no bounds and the newest first.
      const plain = (await create(far, { name: 'Anything' })).json().data.saved_search;
      expect(plain).toMatchObject({ sort: 'newest', min_budget: null, max_budget: null, max_distance: null });

      const alertsOf = async (projectId: number) =>
        (
          await t.db
            .select({ search: savedSearchMatches.savedSearchId })
            .from(savedSearchMatches)
            .where(eq(savedSearchMatches.projectId, projectId))
        ).map((row) => row.search);
      const post = async (title: string, overrides: { zipcode?: string; budget?: string }) => {
        const posted = await postProject(t, casey.headers, validForm(roofing, { title, ...overrides }));
        expect(posted.statusCode, posted.body).toBe(200);
        return posted.json().data.project.id as number;
      };
      const newProjectNotices = (projectId: number) =>
        t.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, near.user.id),
              eq(notifications.projectId, projectId),
              eq(notifications.taskName, NOTIFICATION_TASK.newProject),
            ),
          );

      // Within everything (0 miles, $2,500.50): one alert; at the upper bound ($3,000) too.
      const inside = await post('Reseal the skylight', { zipcode: '10001', budget: '2500.50' });
      expect(await alertsOf(inside)).toEqual([saved.id]);
      expect(await matchesOf(near.user.id, inside)).toHaveLength(1);
      expect(await notifySavedSearchMatches(t.db, inside)).toBe(0);
      expect(await alertsOf(await post('New skylight flashing', { zipcode: '10001', budget: '3000' }))).toEqual([
        saved.id,
      ]);

      // 10025 is in the provider's 5-mile area (it hears of the project) but 3.7 miles away: no alert.
      const far10025 = await post('Replace the skylight', { zipcode: '10025', budget: '2500' });
      expect(await newProjectNotices(far10025)).toHaveLength(1);
      expect(await alertsOf(far10025)).toEqual([]);
      expect(await matchesOf(near.user.id, far10025)).toEqual([]);
      // Over the maximum, under the minimum, or without a budget: no alert.
      for (const budget of ['3000.01', '1999', undefined]) {
        const outside = await post('Skylight leaks', { zipcode: '10001', budget });
        expect(await newProjectNotices(outside), `budget ${budget}`).toHaveLength(1);
        expect(await alertsOf(outside), `budget ${budget}`).toEqual([]);
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it('refuses a reversed budget, a distance or budget out of range and an unknown order, as the list does', async () => {
    expectErrorEnvelope(
      await create(far, { name: 'Reversed', min_budget: 3000, max_budget: 2000 }),
      422,
      availableFilterMessages.budgetRange,
    );
    expectErrorEnvelope(
      await create(far, { name: 'Nowhere', max_distance: 0 }),
      422,
      availableFilterMessages.distanceInvalid,
    );
    expectErrorEnvelope(
      await create(far, { name: 'Negative', min_budget: -1 }),
      422,
      availableFilterMessages.budgetInvalid,
    );
    expectErrorEnvelope(
      await create(far, { name: 'Cheapest', sort: 'cheapest' }),
      422,
      availableFilterMessages.sortInvalid,
    );
  });
});
