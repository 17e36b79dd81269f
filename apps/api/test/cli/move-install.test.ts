import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { type DatabaseHandle, openDatabase } from '@homebid/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Manifest } from '../../src/cli/install-archive';
import { publicTableNames } from '../../src/cli/read-install-state';
import { runMoveCommand } from '../../src/cli/run-move-command';
import { loadConfig } from '../../src/lib/config';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { makePng } from '../helpers/images';
import { databaseUrl, withAdmin } from '../helpers/postgres';
import { type LocalS3, startLocalS3 } from '../helpers/s3-server';
import { createUser, type SessionHeaders, signIn } from '../helpers/users';
import { sendMessage } from '../modules/chat/support';
import { loadCatalogue, postProject, validForm } from '../modules/customer-projects/support';
import { money, type Provider } from '../modules/wallet/support';

/** Setting up through the API (Argon2 hashes, a migrated and seeded embedded database on disk) takes a while. */
const SLOW_MS = 300_000;

/** The people and project the source install holds, and how to ask the API about them. */
interface Scene {
  pro: Provider;
  customer: SessionHeaders;
  projectId: number;
}

/** What the API answers about the scene: the same before the move and after it. */
async function answersOf(t: TestApp, scene: Scene) {
  const get = async (url: string, headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response;
  };
  const wallet = (await get('/api/v2/providers/wallets?page=1', scene.pro.headers)).json().data;
  const detail = (await get(`/api/v2/providers/projects/${scene.projectId}`, scene.pro.headers)).json().data;
  const chat = (
    await get(
      `/api/messages/get_provider_chat?provider_id=${scene.pro.providerId}&project_id=${scene.projectId}`,
      scene.pro.headers,
    )
  ).json().data;
  const project = await get(`/api/v2/customers/projects/${scene.projectId}`, scene.customer);
  // Every stored file the customer's project answer links to, with its bytes.
  const fileUrls = [...new Set(project.body.match(/http:\/\/localhost:3000\/files\/[^"]+/g) ?? [])].sort();
  const files: Record<string, string> = {};
  for (const url of fileUrls) {
    const file = await get(new URL(url).pathname, scene.customer);
    files[url] = `${file.headers['content-type']} ${file.rawPayload.toString('base64')}`;
  }
  return {
    wallet,
    lead: {
      title: detail.title,
      consumer_email: detail.consumer_email,
      consumer_mobile: detail.consumer_mobile,
      can_provider_contact_customer: detail.can_provider_contact_customer,
      is_purchased: detail.lead.is_purchased,
      wallet_history_id: detail.lead.wallet_history_id,
    },
    chat,
    project: project.json().data,
    files,
  };
}

describe('moving an embedded install (npm run admin -- export / import)', () => {
  const postgres = inject('postgresTemplate');
  /** PostgreSQL when the tests have a server; otherwise a second embedded database stands in. */
  const targetDatabase = postgres ? 'postgres' : 'pglite';
  let work: string;
  let sourceDir: string;
  let archive: string;
  let s3: LocalS3;
  let scene: Scene;
  let before: Awaited<ReturnType<typeof answersOf>>;
  const databases: string[] = [];

  /** A new, empty target: its own database (PostgreSQL or embedded) and an S3 bucket or a files directory. */
  async function newTarget(name: string, files: 's3' | 'local') {
    const dataDir = join(work, name);
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (postgres) {
      const database = `homebid_move_${randomBytes(5).toString('hex')}`;
      await withAdmin(postgres.adminUrl, (admin) => admin.query(`CREATE DATABASE ${database}`));
      databases.push(database);
      env.DATABASE_URL = databaseUrl(postgres.adminUrl, database);
    }
    if (files === 's3') {
      const bucket = `homebid-move-${name}`;
      await s3.client.send(new CreateBucketCommand({ Bucket: bucket }));
      Object.assign(env, s3.env, { S3_BUCKET: bucket });
    }
    const open = (): Promise<DatabaseHandle> =>
      openDatabase({ url: env.DATABASE_URL, dataDir: join(dataDir, 'db'), poolSize: 2 });
    return { env, dataDir, open };
  }

  const run = async (args: string[], env: Record<string, string>) => {
    const lines: string[] = [];
    const code = await runMoveCommand(args, loadConfig(env), (line) => lines.push(line), work);
    return { code, output: lines.join('\n') };
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'homebid-move-'));
    sourceDir = join(work, 'source');
    archive = join(work, 'archive');
    s3 = await startLocalS3();

    // The embedded install: PGlite in DATA_DIR/db and uploads in DATA_DIR/files, filled through the API.
    const handle = await openDatabase({ dataDir: join(sourceDir, 'db') });
    const t = await buildTestApp({ dialect: 'pglite', database: handle, env: { DATA_DIR: sourceDir } });
    try {
      const m = money(() => t);
      const [roofing] = await loadCatalogue(t);
      const pro = await m.provider({ subTypeIds: [roofing.project_sub_types[0].id] });
      const customerUser = await createUser(t.db, { role: 'customer', name: 'Morgan Mover' });
      const customer = await signIn(t.app, customerUser);
      const posted = await postProject(t, customer, validForm(roofing), [
        { field: 'files[]', filename: 'roof.png', contentType: 'image/png', data: await makePng(60, 40) },
      ]);
      expect(posted.statusCode, posted.body).toBe(200);
      const projectId: number = posted.json().data.project.id;

      const card = await m.saveCard(pro.headers);
      for (const dollars of [25, 50]) {
        const topUp = await m.topUp(pro.headers, card, dollars);
        expect(topUp.statusCode, topUp.body).toBe(200);
      }
      const bought = await m.call('POST', '/v2/providers/wallets/update', pro.headers, {
        payment_type: 'debit',
        category: 'Lead Contact Purchase',
        project_id: projectId,
        user_id: pro.userId,
      });
      expect(bought.statusCode, bought.body).toBe(200);

      const ids = { project_id: projectId, provider_id: pro.providerId };
      const hello = await sendMessage(t, pro.headers, { ...ids, msg: 'I can look at the roof on Monday.' });
      expect(hello.statusCode, hello.body).toBe(200);
      const reply = await sendMessage(t, customer, { ...ids, msg: 'Here is the leak from inside.' }, [
        { field: 'document', filename: 'leak.png', contentType: 'image/png', data: await makePng(80, 60) },
      ]);
      expect(reply.statusCode, reply.body).toBe(200);

      scene = { pro, customer, projectId };
      // Reading a chat marks the other party's messages delivered: the first reading writes that, the
      // second is what any later reading answers.
      await answersOf(t, scene);
      before = await answersOf(t, scene);
      expect(before.wallet.amount).toBe(50);
      expect(before.lead.is_purchased).toBe(true);
      expect(Object.keys(before.files).length).toBeGreaterThan(0);
    } finally {
      await t.close();
      await handle.close();
    }
  }, SLOW_MS);

  afterAll(async () => {
    await s3?.close();
    if (postgres) {
      await withAdmin(postgres.adminUrl, async (admin) => {
        for (const database of databases) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      });
    }
    if (work) await rm(work, { recursive: true, force: true });
  });

  it(
    `exports it and imports it into a new ${targetDatabase} database and S3, the command's own checks passing`,
    async () => {
      const exported = await run(['export', '--out', 'archive'], { DATA_DIR: sourceDir });
      expect(exported.output).toContain('the archive was read back and matches');
      expect(exported.code, exported.output).toBe(0);

      const manifest: Manifest = JSON.parse(await readFile(join(archive, 'manifest.json'), 'utf8'));
      expect(manifest.source).toEqual({ database: 'pglite', files: 'local' });
      expect(manifest.migrations.lastTag).toMatch(/^\d{4}_/);
      expect(manifest.wallets).toEqual([
        {
          id: expect.any(String),
          providerId: String(scene.pro.providerId),
          balanceCents: '5000',
          ledgerSumCents: '5000',
          ledgerLines: 3,
        },
      ]);
      const rowsOf = (name: string) => manifest.tables.find((table) => table.name === name)?.rows;
      expect(rowsOf('wallet_transactions')).toBe(3);
      expect(rowsOf('projects')).toBe(1);
      expect(rowsOf('chat_messages')).toBe(2);
      // Parents load before the tables that reference them.
      const order = manifest.tables.map((table) => table.name);
      expect(order.indexOf('wallets')).toBeLessThan(order.indexOf('wallet_transactions'));
      expect(order.indexOf('users')).toBeLessThan(order.indexOf('providers'));
      // The project's photo and the chat's picture, each with its thumbnail.
      expect(manifest.files.length).toBeGreaterThanOrEqual(4);
      for (const file of manifest.files) {
        expect((await readFile(join(archive, 'files', file.key))).length).toBe(file.size);
      }

      const target = await newTarget('target', 's3');
      const imported = await run(['import', '--in', archive], target.env);
      expect(imported.code, imported.output).toBe(0);
      expect(imported.output).toContain('Every check passed');
      expect(imported.output).toContain('Wallets: 1, balances $50.00, ledger $50.00 in 3 lines.');

      // The imported install answers the same through the API, with the same sessions.
      const handle = await target.open();
      const t = await buildTestApp({ dialect: targetDatabase, database: handle, env: target.env });
      try {
        expect(await answersOf(t, scene)).toEqual(before);
        // The ledger is append-only there too, and new rows take ids after the imported ones.
        await expect(t.db.execute(sql`delete from wallet_transactions`)).rejects.toThrow();
        const m = money(() => t);
        const topUp = await m.topUp(scene.pro.headers, await m.saveCard(scene.pro.headers), 25);
        expect(topUp.statusCode, topUp.body).toBe(200);
        expect(await m.balanceCents(scene.pro.providerId)).toBe(7500);
        expect(await m.ledgerSumCents(scene.pro.providerId)).toBe(7500);
      } finally {
        await t.close();
        await handle.close();
      }

      const again = await run(['import', '--in', archive], target.env);
      expect(again.code).toBe(1);
      expect(again.output).toContain('Import refused: it loads into an empty target only');
      expect(again.output).toContain('holds files');
    },
    SLOW_MS,
  );

  it(
    'fails the check on an archive with one ledger row removed, reports it and keeps nothing',
    async () => {
      const tampered = join(work, 'tampered');
      await cp(archive, tampered, { recursive: true });
      const ledgerFile = join(tampered, 'tables', 'wallet_transactions.jsonl');
      const lines = (await readFile(ledgerFile, 'utf8')).split('\n').filter(Boolean);
      expect(lines).toHaveLength(3);
      await writeFile(ledgerFile, `${lines.slice(1).join('\n')}\n`);

      const target = await newTarget('tampered-target', 'local');
      const imported = await run(['import', '--in', tampered], target.env);
      expect(imported.code, imported.output).toBe(1);
      expect(imported.output).toContain('Import failed: nothing was kept');
      expect(imported.output).toContain('table wallet_transactions: 3 rows in the archive, 2 here');
      expect(imported.output).toMatch(
        /wallet \d+ \(provider \d+\): ledger sum \$50\.00 in 3 lines in the archive, \$25\.00 in 2 lines here/,
      );
      expect(imported.output).not.toContain('Every check passed');

      // Still empty: a corrected archive can be imported into it.
      const handle = await target.open();
      try {
        expect(await publicTableNames(handle.db)).toEqual([]);
      } finally {
        await handle.close();
      }
      expect(await readdir(join(target.dataDir, 'files')).catch(() => [])).toEqual([]);
      const retried = await run(['import', '--in', archive], target.env);
      expect(retried.code, retried.output).toBe(0);
    },
    SLOW_MS,
  );

  it('says how to use it, and refuses to export an install that is not there', async () => {
    expect((await run(['export'], { DATA_DIR: sourceDir })).code).toBe(2);
    const missing = await run(['export', '--out', 'elsewhere'], { DATA_DIR: join(work, 'nothing-here') });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('there is no embedded database in');
    const notEmpty = await run(['export', '--out', 'archive'], { DATA_DIR: sourceDir });
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.output).toContain('is not empty: export writes a new archive directory');
  });
});
