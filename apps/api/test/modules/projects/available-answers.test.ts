import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TAvailableProjects, TProjectCard } from '@homebid/contracts/projects';
import { rows } from '@homebid/db/client';
import { bids, leadPrices, projectFiles, projects, providerProjects, providers, storedFiles } from '@homebid/db/schema';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldListChanges } from '../../../src/jobs/fold-list-changes';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

/**
 * Available Projects is served from memory while the provider's list revision (migration 0024) is the
 * same: every kind of write the list shows must change it, whoever writes. These writes go straight to
 * the database, as an operator's or another process's would, between two lists of the same provider.
 */
describe.each(dialects())('Available Projects follows every write it shows on %s', (dialect) => {
  let t: TestApp;
  let customer: CreatedUser;
  let pro: CreatedUser;
  let rival: CreatedUser;
  let headers: SessionHeaders;
  let subTypes: Awaited<ReturnType<typeof twoSubTypes>>;

  const list = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/providers/projects', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TAvailableProjects;
  };
  const cardOf = async (projectId: number): Promise<TProjectCard | undefined> =>
    (await list()).available.find((card) => card.id === projectId);
  /** The revision as the session query reads it. */
  const revision = async (providerId: number) => {
    const [row] = await rows<{ revision: string }>(
      t.db,
      sql`select (coalesce((select revision from provider_list_revisions where provider_id = ${providerId}), 0)
        + (select count(*) from provider_list_changes where provider_id = ${providerId}))::text as revision`,
    );
    return row.revision;
  };

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    subTypes = await twoSubTypes(t.db);
    customer = await createUser(t.db, { role: 'customer' });
    pro = await createUser(t.db, { role: 'provider' });
    rival = await createUser(t.db, { role: 'provider' });
    for (const p of [pro, rival]) {
      await setUpProvider(t.db, p.providerId as number, { zipcode: '10001', subTypeIds: [subTypes[0].id] });
    }
    headers = await signIn(t.app, pro);
  });
  afterAll(() => t?.close());

  it('shows posts, bids, edits, photos, marks, prices and the end of bidding at once', async () => {
    const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
    expect((await cardOf(project.id))?.no_of_bids).toBe(0);
    // The same answer again, from memory.
    expect(await list()).toEqual(await list());

    // Another pro bids (its own provider and every provider the project is matched to see the count).
    await t.db.insert(bids).values({
      projectId: project.id,
      providerId: rival.providerId as number,
      amountCents: 30_000,
      bidType: 0,
    });
    expect((await cardOf(project.id))?.no_of_bids).toBe(1);

    // The customer edits the title.
    await t.db
      .update(projects)
      .set({ title: 'Fix the garden gate', maskedTitle: null })
      .where(eq(projects.id, project.id));
    expect((await cardOf(project.id))?.title).toBe('Fix the garden gate');

    // A photo, then its thumbnail made later.
    const [file] = await t.db
      .insert(storedFiles)
      .values({ key: `projects/${project.id}/gate.jpg`, contentType: 'image/jpeg', byteSize: 10 })
      .returning();
    await t.db.insert(projectFiles).values({ projectId: project.id, storedFileId: file.id, kind: 'image' });
    expect((await cardOf(project.id))?.project_image_url).toContain('gate.jpg');
    await t.db.update(storedFiles).set({ thumbnailKey: `projects/${project.id}/gate-thumb.jpg` });
    expect((await cardOf(project.id))?.project_image_url).toContain('gate-thumb.jpg');

    // The pro bookmarks it.
    await t.db
      .insert(providerProjects)
      .values({ providerId: pro.providerId as number, projectId: project.id, isBookmarked: true });
    expect((await cardOf(project.id))?.bookmarked_by_current_provider).toBe(true);

    // An operator changes the default lead price, then the pro becomes Pro (the default Pro+ discount).
    const before = (await cardOf(project.id))?.lead_price as number;
    await t.db
      .update(leadPrices)
      .set({ priceCents: sql`${leadPrices.priceCents} + 1000` })
      .where(isNull(leadPrices.projectSubTypeId));
    const raised = (await cardOf(project.id))?.lead_price as number;
    expect(raised).toBe(before + 10);
    await t.db
      .update(providers)
      .set({ isProProvider: true })
      .where(eq(providers.id, pro.providerId as number));
    expect((await cardOf(project.id))?.lead_price).toBeLessThan(raised);

    // A new post, then the first goes to the rival.
    const second = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
    expect(await cardOf(second.id)).toBeDefined();
    await t.db
      .update(projects)
      .set({ status: 'hired', hiredProviderId: rival.providerId as number })
      .where(eq(projects.id, project.id));
    expect(await cardOf(project.id)).toBeUndefined();

    // The pro moves its area away: the list empties.
    await setUpProvider(t.db, pro.providerId as number, { zipcode: '98101', subTypeIds: [subTypes[0].id] });
    expect((await list()).total).toBe(0);
  });

  it('sends the kept answer in the encoding the browser accepts', async () => {
    await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0], zipcode: '98101' });
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v2/providers/projects',
        headers: { ...headers, 'accept-encoding': encoding },
      });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json().data.total).toBeGreaterThan(0);
    for (const [asked, sent, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await get(asked);
      expect(answer.headers['content-encoding']).toBe(sent);
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(answer.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('folds the changes into the count without changing any revision, and answers from memory in between', async () => {
    const providerIds = [pro.providerId as number, rival.providerId as number];
    const before = await Promise.all(providerIds.map(revision));
    expect(await foldListChanges(t.db)).toBeGreaterThan(0);
    expect(await Promise.all(providerIds.map(revision))).toEqual(before);
    expect(await rows(t.db, sql`select count(*)::int as left from provider_list_changes`)).toEqual([{ left: 0 }]);

    // Proof that the second list is the kept answer: a write made with triggers off (as no real write is)
    // changes no revision, and stays unseen until a write that does.
    await setUpProvider(t.db, pro.providerId as number, { zipcode: '10001', subTypeIds: [subTypes[0].id] });
    const project = await createProject(t.db, { customerUserId: customer.id, subType: subTypes[0] });
    expect((await cardOf(project.id))?.title).toBe('Replace kitchen faucet');
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(projects).set({ title: 'Unseen title' }).where(eq(projects.id, project.id));
    });
    expect((await cardOf(project.id))?.title).toBe('Replace kitchen faucet');
    await t.db
      .insert(providerProjects)
      .values({ providerId: pro.providerId as number, projectId: project.id, isBookmarked: true });
    expect((await cardOf(project.id))?.title).toBe('Unseen title');
  });
});
