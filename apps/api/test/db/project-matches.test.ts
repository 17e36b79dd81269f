import { rows } from '@homebid/db/client';
import { projects, providerProjectSubTypes, providerServicedZipcodes } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../helpers/build-test-app';
import { createProject, setUpProvider, twoSubTypes } from '../helpers/marketplace';
import { createUser } from '../helpers/users';

type Match = { provider_id: number; project_id: number };

/** What project_matches holds, as (provider, project) pairs in order. */
const held = (t: TestApp, providerIds: number[]) =>
  rows<Match>(
    t.db,
    sql`select provider_id::int, project_id::int from project_matches
        where provider_id in ${providerIds} order by 1, 2`,
  );

/** What it must hold: its definition, worked out from the projects and the providers' services and zip codes. */
const defined = (t: TestApp, providerIds: number[]) =>
  rows<Match>(
    t.db,
    sql`select s.provider_id::int, p.id::int as project_id
        from projects p
        join provider_project_sub_types s on s.project_sub_type_id = p.project_sub_type_id
        join provider_serviced_zipcodes z on z.provider_id = s.provider_id and z.zip = p.zipcode
        where p.status = 'bidding' and s.provider_id in ${providerIds} order by 1, 2`,
  );

describe.each(dialects())('project_matches follows every write on %s', (dialect) => {
  let t: TestApp;
  let pros: number[];
  let customer: number;
  let subTypes: Awaited<ReturnType<typeof twoSubTypes>>;

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    subTypes = await twoSubTypes(t.db);
    // One after the other: the expectations below list pro A's matches first.
    const a = await createUser(t.db, { role: 'provider' });
    const b = await createUser(t.db, { role: 'provider' });
    pros = [a.providerId as number, b.providerId as number];
    customer = (await createUser(t.db, { role: 'customer' })).id;
  });
  afterAll(() => t?.close());

  const expectInStep = async () => {
    const matches = await held(t, pros);
    expect(matches).toEqual(await defined(t, pros));
    return matches;
  };

  it('matches posts, edits, the end of bidding, and a provider’s services and areas changing', async () => {
    const [roofing, plumbing] = subTypes;
    // Pro A: roofing around Manhattan; pro B: both services around Seattle.
    await setUpProvider(t.db, pros[0], { zipcode: '10001', radius: 5, subTypeIds: [roofing.id] });
    await setUpProvider(t.db, pros[1], { zipcode: '98101', radius: 5, subTypeIds: [roofing.id, plumbing.id] });

    const nyRoof = await createProject(t.db, { customerUserId: customer, subType: roofing, zipcode: '10001' });
    const nyPipe = await createProject(t.db, { customerUserId: customer, subType: plumbing, zipcode: '10001' });
    const seaRoof = await createProject(t.db, { customerUserId: customer, subType: roofing, zipcode: '98101' });
    const hired = await createProject(t.db, {
      customerUserId: customer,
      subType: roofing,
      zipcode: '10001',
      status: 'hired',
      hiredProviderId: pros[0],
    });
    expect(await expectInStep()).toEqual([
      { provider_id: pros[0], project_id: nyRoof.id },
      { provider_id: pros[1], project_id: seaRoof.id },
    ]);

    // The customer moves the plumbing job to Seattle and changes the roof job's service: the matches follow.
    await t.db.update(projects).set({ zipcode: '98101' }).where(eq(projects.id, nyPipe.id));
    await t.db.update(projects).set({ projectSubTypeId: plumbing.id }).where(eq(projects.id, nyRoof.id));
    expect(await expectInStep()).toEqual([
      { provider_id: pros[1], project_id: nyPipe.id },
      { provider_id: pros[1], project_id: seaRoof.id },
    ]);

    // A budget edit reaches the match (the list filters and sorts by it there).
    await t.db.update(projects).set({ budgetCents: 90_000 }).where(eq(projects.id, seaRoof.id));
    expect(
      await rows(
        t.db,
        sql`select budget_cents from project_matches where project_id = ${seaRoof.id} and provider_id = ${pros[1]}`,
      ),
    ).toEqual([{ budget_cents: 90_000 }]);

    // Hired or cancelled: off every list; back to bidding: on again.
    await t.db.update(projects).set({ status: 'hired', hiredProviderId: pros[1] }).where(eq(projects.id, seaRoof.id));
    await t.db.update(projects).set({ status: 'cancelled', closedAt: new Date() }).where(eq(projects.id, nyPipe.id));
    expect(await expectInStep()).toEqual([]);
    await t.db.update(projects).set({ status: 'bidding', hiredProviderId: null }).where(eq(projects.id, seaRoof.id));
    expect(await expectInStep()).toEqual([{ provider_id: pros[1], project_id: seaRoof.id }]);

    // Pro A takes on plumbing and moves to Seattle (areas replaced in one statement each way).
    await setUpProvider(t.db, pros[0], { zipcode: '98101', radius: 5, subTypeIds: [roofing.id, plumbing.id] });
    expect(await expectInStep()).toEqual([
      { provider_id: pros[0], project_id: seaRoof.id },
      { provider_id: pros[1], project_id: seaRoof.id },
    ]);

    // Pro B drops roofing; pro A drops one zip code.
    await t.db
      .delete(providerProjectSubTypes)
      .where(
        and(eq(providerProjectSubTypes.providerId, pros[1]), eq(providerProjectSubTypes.projectSubTypeId, roofing.id)),
      );
    await t.db
      .delete(providerServicedZipcodes)
      .where(and(eq(providerServicedZipcodes.providerId, pros[0]), eq(providerServicedZipcodes.zip, '98101')));
    expect(await expectInStep()).toEqual([]);

    // A project deleted takes its matches along; the hired one never matched.
    await t.db.delete(projects).where(eq(projects.id, seaRoof.id));
    expect(await expectInStep()).toEqual([]);
    expect(
      await rows(t.db, sql`select count(*)::int as n from project_matches where project_id = ${hired.id}`),
    ).toEqual([{ n: 0 }]);
  });
});
