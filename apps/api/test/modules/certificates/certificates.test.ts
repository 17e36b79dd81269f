import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CERTIFICATE_REVIEWED_TASK,
  certificateMessages,
  certificateNotificationTexts,
  type TCertificate,
} from '@homebid/contracts/certificates';
import { uploadMessages } from '@homebid/contracts/files';
import { notifications, providerCertificates, storedFiles } from '@homebid/db/schema';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../src/admin';
import { loadProCards } from '../../../src/modules/pros';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';
import { makeGif, makePng, makeWebp } from '../../helpers/images';
import { type MultipartFilePart, multipart } from '../../helpers/multipart';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

const PUBLIC_URL = 'http://localhost:3000';
const URL_PATTERN = /^http:\/\/localhost:3000\/files\/\d{4}\/\d{2}\/[0-9a-f]{32}\.(pdf|jpg|png)$/;

/** A small, well-formed PDF (what file-type sniffs as application/pdf). */
const makePdf = (text = 'HomeBid licence') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const makeJpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 90, g: 90, b: 200 } } })
    .jpeg()
    .toBuffer();

describe.each(dialects())('certificates on %s', (dialect) => {
  let t: TestApp;
  let pro: CreatedUser;
  let rival: CreatedUser;
  let customer: CreatedUser;
  let proSession: SessionHeaders;
  let rivalSession: SessionHeaders;
  let customerSession: SessionHeaders;
  let workDir: string;

  beforeAll(async () => {
    t = await buildTestApp({ dialect, env: { PUBLIC_URL } });
    [pro, rival, customer] = await Promise.all([
      createUser(t.db, { role: 'provider' }),
      createUser(t.db, { role: 'provider' }),
      createUser(t.db, { role: 'customer' }),
    ]);
    [proSession, rivalSession, customerSession] = await Promise.all([
      signIn(t.app, pro),
      signIn(t.app, rival),
      signIn(t.app, customer),
    ]);
    workDir = await mkdtemp(join(tmpdir(), 'homebid-certificates-'));
  }, 120_000);
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
    await t?.close();
  });

  const upload = (headers: SessionHeaders | Record<string, string>, files: MultipartFilePart[], kind?: string) => {
    const body = multipart(files, kind === undefined ? {} : { kind });
    return t.app.inject({
      method: 'POST',
      url: '/api/v2/providers/certificates',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const document = (data: Buffer, filename = 'certificate.pdf', contentType = 'application/pdf') => [
    { field: 'document', filename, contentType, data },
  ];
  const list = async (headers: SessionHeaders): Promise<TCertificate[]> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/providers/certificates', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.certificates;
  };
  const readFileAs = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });
  const storedFileCount = async () => (await t.db.select({ n: count() }).from(storedFiles))[0]?.n ?? 0;
  const admin = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(['certificates', ...args], t.db, (line) => lines.push(line), { store: t.app.storage });
    return { code, output: lines.join('\n') };
  };
  const card = async (providerId: number | null) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/pros/${providerId}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('stores a PDF licence as a private file pending review, which only its owner reads', async () => {
    const pdf = makePdf();
    const response = await upload(proSession, document(pdf, 'state-licence.pdf'), 'license');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(certificateMessages.uploaded);
    const certificate: TCertificate = body.data.certificate;
    expect(certificate).toMatchObject({
      kind: 'license',
      status: 'pending',
      rejection_reason: null,
      file_name: 'state-licence.pdf',
      content_type: 'application/pdf',
      reviewed_at: null,
    });
    expect(certificate.file_url).toMatch(URL_PATTERN);
    expect(await list(proSession)).toEqual([certificate]);
    const [row] = await t.db
      .select({ visibility: storedFiles.visibility })
      .from(storedFiles)
      .innerJoin(providerCertificates, eq(providerCertificates.fileId, storedFiles.id))
      .where(eq(providerCertificates.id, certificate.id));
    expect(row?.visibility).toBe('private');

    const own = await readFileAs(certificate.file_url, proSession);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(pdf)).toBe(true);
    // Nobody else: not signed in, another provider, a customer. All alike, as for a file that does not exist.
    for (const headers of [{}, rivalSession, customerSession]) {
      expectErrorEnvelope(await readFileAs(certificate.file_url, headers), 404);
    }
    // Another provider's list holds its own only.
    expect(await list(rivalSession)).toEqual([]);
  });

  it('takes a JPEG or PNG too, and refuses other types, empty parts and big files in words, storing nothing', async () => {
    const jpeg = await upload(proSession, document(await makeJpeg(), 'policy.jpg', 'image/jpeg'), 'insurance');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(jpeg.json().data.certificate).toMatchObject({ kind: 'insurance', content_type: 'image/jpeg' });

    const before = await storedFileCount();
    const refusals: Array<[MultipartFilePart[], string | undefined, number, string]> = [
      [document(await makeGif(), 'policy.gif', 'image/gif'), 'insurance', 422, certificateMessages.wrongType],
      [document(await makeWebp(), 'policy.webp', 'image/webp'), 'insurance', 422, certificateMessages.wrongType],
      // What the part claims to be does not count: the bytes are a text file.
      [document(Buffer.from('just some text'), 'fake.pdf'), 'license', 422, certificateMessages.wrongType],
      [document(Buffer.alloc(0), 'empty.pdf'), 'license', 422, certificateMessages.wrongType],
      [document(makePdf()), undefined, 422, certificateMessages.kindRequired],
      [document(makePdf()), 'diploma', 422, certificateMessages.kindRequired],
      [[], 'license', 422, uploadMessages.noFile],
      [
        [{ field: 'other', filename: 'licence.pdf', contentType: 'application/pdf', data: makePdf() }],
        'license',
        422,
        uploadMessages.noFile,
      ],
      [document(Buffer.concat([makePdf(), Buffer.alloc(11 * 1024 * 1024)])), 'license', 413, uploadMessages.tooLarge],
    ];
    for (const [files, kind, status, message] of refusals) {
      expectErrorEnvelope(await upload(proSession, files, kind), status, message);
    }
    expect(await storedFileCount()).toBe(before);
    expect((await list(proSession)).map((c) => [c.kind, c.status])).toEqual([
      ['license', 'pending'],
      ['insurance', 'pending'],
    ]);
  });

  it('is the provider’s alone: a customer or a visitor may neither list nor upload, a rival only its own', async () => {
    expectErrorEnvelope(await upload(customerSession, document(makePdf()), 'license'), 403);
    expectErrorEnvelope(
      await t.app.inject({ method: 'GET', url: '/api/v2/providers/certificates', headers: customerSession }),
      403,
    );
    expectErrorEnvelope(await upload({}, document(makePdf()), 'license'), 401);
    const mine = await list(proSession);

    // A rival's upload of the same kind is the rival's: the pro's certificate and file stay as they were.
    const rivals = await upload(rivalSession, document(makePdf('rival')), 'license');
    expect(rivals.statusCode, rivals.body).toBe(200);
    expect(await list(proSession)).toEqual(mine);
    expect((await list(rivalSession)).map((c) => c.id)).toEqual([rivals.json().data.certificate.id]);
    const licence = mine.find((c) => c.kind === 'license') as TCertificate;
    expect((await readFileAs(licence.file_url, proSession)).statusCode).toBe(200);
    expectErrorEnvelope(await readFileAs(rivals.json().data.certificate.file_url, proSession), 404);
  });

  it('lets the operator list, save, approve and reject; the pro is told and the card shows the badge', async () => {
    const [licence, insurance] = await list(proSession);
    expect(licence?.kind).toBe('license');
    expect(insurance?.kind).toBe('insurance');
    expect(await card(pro.providerId)).toMatchObject({ license_verified: false, insurance_verified: false });

    const pending = await admin('list');
    expect(pending.code).toBe(0);
    expect(pending.output).toContain(`#${licence?.id}  pending  licence  provider ${pro.providerId}`);
    expect(pending.output).toContain(`#${insurance?.id}  pending  insurance`);
    expect(pending.output).toContain(pro.email);

    // The operator reaches the private file through the command.
    const saved = join(workDir, 'licence.pdf');
    const file = await admin('file', String(licence?.id), saved);
    expect(file.code, file.output).toBe(0);
    expect((await readFile(saved)).equals(makePdf())).toBe(true);
    await writeFile(join(workDir, 'taken.pdf'), 'x');
    expect((await admin('file', String(licence?.id), join(workDir, 'taken.pdf'))).code).toBe(1);
    expect((await admin('file', '999999', join(workDir, 'none.pdf'))).code).toBe(1);

    const approved = await admin('approve', String(licence?.id));
    expect(approved).toEqual({ code: 0, output: `Certificate #${licence?.id} approved; the pro was notified.` });
    expect(await card(pro.providerId)).toMatchObject({ license_verified: true, insurance_verified: false });
    const cards = await loadProCards(t.db, t.app.config, [pro.providerId as number, rival.providerId as number]);
    expect(cards.get(pro.providerId as number)).toMatchObject({ license_verified: true, insurance_verified: false });
    expect(cards.get(rival.providerId as number)).toMatchObject({ license_verified: false });
    expect(await admin('approve', String(licence?.id))).toEqual({
      code: 1,
      output: `Certificate #${licence?.id} is not pending: nothing changed.`,
    });

    const noReason = await admin('reject', String(insurance?.id));
    expect(noReason.code).toBe(2);
    expect(noReason.output).toContain('--reason');
    expect((await admin('reject', String(insurance?.id), '--reason', 'x'.repeat(501))).code).toBe(1);
    const rejected = await admin('reject', String(insurance?.id), '--reason', 'The policy expired in 2024.');
    expect(rejected.code, rejected.output).toBe(0);
    expect(await card(pro.providerId)).toMatchObject({ license_verified: true, insurance_verified: false });
    expect((await list(proSession)).map((c) => [c.kind, c.status, c.rejection_reason])).toEqual([
      ['license', 'approved', null],
      ['insurance', 'rejected', 'The policy expired in 2024.'],
    ]);

    const told = await t.db
      .select({ text: notifications.notification })
      .from(notifications)
      .where(and(eq(notifications.userId, pro.id), eq(notifications.taskName, CERTIFICATE_REVIEWED_TASK)))
      .orderBy(notifications.id);
    expect(told.map((n) => n.text)).toEqual([
      certificateNotificationTexts.approved('license'),
      certificateNotificationTexts.rejected('insurance', 'The policy expired in 2024.'),
    ]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/notification_list', headers: proSession });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.notifications[0]).toMatchObject({
      task_name: CERTIFICATE_REVIEWED_TASK,
      link: '/profile',
    });

    expect((await admin('list', 'approved')).output).toContain(`#${licence?.id}  approved  licence`);
    expect((await admin('list', 'rejected')).output).toContain('reason: "The policy expired in 2024."');
    expect((await admin('list')).output).not.toContain(`#${licence?.id} `);
    expect((await admin('list', 'soon')).code).toBe(2);
    expect((await admin('approve', 'abc')).code).toBe(2);
  });

  it('puts a replacement up for review again: the old file goes, and so does the badge until it is approved', async () => {
    const [licence] = await list(proSession);
    expect(licence?.status).toBe('approved');
    const oldKey = new URL(licence?.file_url as string).pathname.slice('/files/'.length);
    expect(await t.app.storage.exists(oldKey)).toBe(true);

    const replaced = await upload(proSession, document(await makePng(), 'licence.png', 'image/png'), 'license');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh: TCertificate = replaced.json().data.certificate;
    expect(fresh).toMatchObject({ kind: 'license', status: 'pending', content_type: 'image/png' });
    expect(fresh.id).not.toBe(licence?.id);
    expect(await t.app.storage.exists(oldKey)).toBe(false);
    expectErrorEnvelope(await readFileAs(licence?.file_url as string, proSession), 404);
    expect((await t.db.select().from(storedFiles).where(eq(storedFiles.key, oldKey))).length).toBe(0);
    expect(await card(pro.providerId)).toMatchObject({ license_verified: false });
    // A decision on the old certificate cannot land on the new file.
    expect((await admin('approve', String(licence?.id))).code).toBe(1);
    expect((await admin('approve', String(fresh.id))).code).toBe(0);
    expect(await card(pro.providerId)).toMatchObject({ license_verified: true });
  });
});
