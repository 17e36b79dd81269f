import { uploadMessages } from '@homebid/contracts/files';
import { validationMessages } from '@homebid/contracts/messages';
import {
  customerProjectMessages,
  PROJECT_LIMITS,
  PROJECT_NOTIFICATION_TASK,
  projectMessages,
  projectNotificationTexts,
  projectTexts,
  QUESTION_TYPE,
} from '@homebid/contracts/projects';
import { serviceAreaTexts } from '@homebid/contracts/service-areas';
import { walletMessages } from '@homebid/contracts/wallet';
import { notifications, projectFiles, projects, storedFiles } from '@homebid/db/schema';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope, expectNoLeak } from '../../helpers/expect-envelope';
import { makePng } from '../../helpers/images';
import { RELAXED_LIMITS, startTestSmsGateway, type TestSmsGateway } from '../../helpers/messaging';
import {
  type Customer,
  loadCatalogue,
  makeMp4,
  notificationsOf,
  PROJECTS,
  type Provider,
  postProject,
  type ServiceType,
  setUpProvider,
  signUpCustomer,
  validForm,
} from './support';

const ANSWERS = [
  { question: 'Is the roof accessible by ladder?', answer: 'yes', question_type: QUESTION_TYPE.yesNo },
  { question: 'Do you need a permit?', answer: false, question_type: QUESTION_TYPE.yesNo },
  { question: 'Which materials?', answer: ['Asphalt shingles', 'Metal'], question_type: QUESTION_TYPE.choices },
  {
    question: 'Roof size',
    answer: JSON.stringify({ title: 'Kitchen roof', measuring_length: 20, measuring_breadth: '20', unit: 'ft' }),
    question_type: QUESTION_TYPE.measurements,
  },
  {
    question: 'Rooms',
    answer: [
      { title: 'Kitchen', measuring_length: 12, measuring_breadth: 10, measuring_height: 9, unit: 'ft' },
      { title: 'Porch', measuring_length: 8, measuring_breadth: 6, unit: 'ft' },
    ],
    question_type: QUESTION_TYPE.measurements,
  },
  { question: 'When should the work start?', answer: 'Within two weeks', question_type: 1 },
];

/** Customers and providers are set up through the real API (an Argon2 hash each): slow on a busy machine. */
const SETUP_TIMEOUT_MS = 180_000;

describe.each(dialects())('posting customer projects on %s', (dialect) => {
  let t: TestApp;
  let sms: TestSmsGateway;
  let catalogue: ServiceType[];
  let casey: Customer;
  let other: Customer;
  let near: Provider;
  let nearOtherService: Provider;
  let far: Provider;
  let posted: { id: number; title: string; street_address: string };

  beforeAll(async () => {
    sms = await startTestSmsGateway();
    t = await buildTestApp({ dialect, env: { ...RELAXED_LIMITS, SMS_WEBHOOK_URL: sms.url } });
    catalogue = await loadCatalogue(t);
    const [roofing] = catalogue;
    const [first, second] = roofing.project_sub_types;
    casey = await signUpCustomer(t, sms, {
      name: 'Casey Customer',
      email: 'casey@example.com',
      mobile: '3125550101',
    });
    other = await signUpCustomer(t, sms, { name: 'Olive Other', email: 'olive@example.com', mobile: '3125550102' });
    near = await setUpProvider(t, {
      name: 'Nia Near',
      companyName: 'Near Roofing',
      mobile: '2125550201',
      projectTypeId: roofing.id,
      subTypeIds: [first.id],
      zipcode: '10001',
      radius: 5,
    });
    nearOtherService = await setUpProvider(t, {
      name: 'Oren Otherservice',
      companyName: 'Other Service Co',
      mobile: '2125550202',
      projectTypeId: roofing.id,
      subTypeIds: [second.id],
      zipcode: '10001',
      radius: 5,
    });
    far = await setUpProvider(t, {
      name: 'Fay Far',
      companyName: 'Far Roofing',
      mobile: '3105550203',
      projectTypeId: roofing.id,
      subTypeIds: [first.id],
      zipcode: '90210',
      radius: 5,
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sms?.close();
  });

  const storedFileCount = async () => (await t.db.select({ n: count() }).from(storedFiles))[0].n;
  const projectCount = async () => (await t.db.select({ n: count() }).from(projects))[0].n;

  it('posts a project with answers of every question type, two photos and a video', async () => {
    const [roofing] = catalogue;
    const response = await postProject(t, casey.headers, validForm(roofing, { question_answers: ANSWERS }), [
      { field: 'files[]', filename: 'front.png', contentType: 'image/png', data: await makePng(40, 30) },
      { field: 'files[]', filename: 'back.png', contentType: 'image/png', data: await makePng(20, 20) },
      { field: 'files', filename: 'walkthrough.mp4', contentType: 'video/mp4', data: makeMp4() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(projectMessages.projectPosted);
    const project = body.data.project;
    expect(project).toMatchObject({
      title: 'Replace the kitchen roof',
      description: 'Leaks over the kitchen after every storm; about 400 square feet.',
      project_type: roofing.title,
      project_sub_type: roofing.project_sub_types[0].name,
      street_address: '350 5th Ave',
      zipcode: '10001',
      city: 'New York',
      state: 'NY',
      budget: 2500.5,
      project_state: 'bidding',
      project_status: 2,
      phone_verified: true,
      hired_provider_id: null,
      hired_bid_id: null,
      is_reviewed: false,
      bids: [],
    });
    expect(project.public_project_id).toMatch(/^HB-[0-9A-HJKMNP-TV-Z]{6}$/);
    // Each answer in the shape of its type: yes/no a boolean, choices a list, measurements objects, others text.
    expect(project.question_answers).toEqual([
      { question: 'Is the roof accessible by ladder?', answer: true, question_type: 4 },
      { question: 'Do you need a permit?', answer: false, question_type: 4 },
      { question: 'Which materials?', answer: ['Asphalt shingles', 'Metal'], question_type: 6 },
      {
        question: 'Roof size',
        answer: { title: 'Kitchen roof', measuring_length: 20, measuring_breadth: '20', unit: 'ft' },
        question_type: 7,
      },
      { question: 'Rooms', answer: ANSWERS[4].answer, question_type: 7 },
      { question: 'When should the work start?', answer: 'Within two weeks', question_type: 1 },
    ]);
    expect(project.files.map((f: { kind: string }) => f.kind)).toEqual(['image', 'image', 'video']);
    expect(project.files[0].thumbnail_url).toEqual(expect.stringContaining('/files/'));
    expect(project.files[2].thumbnail_url).toBeNull();
    for (const [file, type] of [
      [project.files[0], 'image/png'],
      [project.files[2], 'video/mp4'],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url: new URL(file.url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toContain(type);
    }
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({
      budgetCents: 250050,
      isPhoneVerified: true,
      status: 'bidding',
      customerUserId: casey.id,
    });
    posted = project;
  });

  it('tells the providers serving the zip code and sub-type, and nobody else', async () => {
    expect(posted).toBeDefined();
    expect(await notificationsOf(t, near.user.id, posted.id)).toEqual([
      {
        taskName: PROJECT_NOTIFICATION_TASK.newProject,
        text: projectNotificationTexts.newProject(posted.title, 'New York', 'NY'),
        tag: null,
      },
    ]);
    expect(projectNotificationTexts.newProject(posted.title, 'New York', 'NY')).toBe(
      'New project near you: Replace the kitchen roof in New York, NY',
    );
    expect(await notificationsOf(t, nearOtherService.user.id, posted.id)).toEqual([]);
    expect(await notificationsOf(t, far.user.id, posted.id)).toEqual([]);
    expect(await notificationsOf(t, casey.id, posted.id)).toEqual([]);
  });

  it('tells a provider of a 90210 area about a project there', async () => {
    const [roofing] = catalogue;
    const response = await postProject(
      t,
      casey.headers,
      validForm(roofing, { title: 'Patch a flat roof', zipcode: '90210', street_address: '9 Canon Dr' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const project = response.json().data.project;
    expect(project).toMatchObject({ city: 'Beverly Hills', state: 'CA', files: [], question_answers: [] });
    expect((await notificationsOf(t, far.user.id, project.id)).map((n) => n.text)).toEqual([
      'New project near you: Patch a flat roof in Beverly Hills, CA',
    ]);
    expect(await notificationsOf(t, near.user.id, project.id)).toEqual([]);
  });

  describe('refusals, in words, leaving nothing behind', () => {
    const cases: Array<[string, () => Parameters<typeof postProject>[2], string]> = [
      ['no title', () => validForm(catalogue[0], { title: '  ' }), projectMessages.titleEmpty],
      ['no description', () => validForm(catalogue[0], { description: undefined }), projectMessages.descriptionEmpty],
      ['no street', () => validForm(catalogue[0], { street_address: '' }), projectMessages.addressEmpty],
      ['no type', () => validForm(catalogue[0], { project_type_id: undefined }), projectMessages.subTypeInvalid],
      [
        'a sub-type of another type',
        () => validForm(catalogue[0], { project_sub_type_id: catalogue[1].project_sub_types[0].id }),
        projectMessages.subTypeInvalid,
      ],
      [
        'a sub-type that does not exist',
        () => validForm(catalogue[0], { project_sub_type_id: 2_000_000_000 }),
        projectMessages.subTypeInvalid,
      ],
      ['a type id out of range', () => validForm(catalogue[0], { project_type_id: '99999999999999' }), ''],
      ['a zip code of letters', () => validForm(catalogue[0], { zipcode: 'abcde' }), validationMessages.zipInvalid],
      ['an unknown zip code', () => validForm(catalogue[0], { zipcode: '00000' }), serviceAreaTexts.unknownZip],
      ['a budget in words', () => validForm(catalogue[0], { budget: 'lots' }), projectMessages.budgetInvalid],
      ['a negative budget', () => validForm(catalogue[0], { budget: '-5' }), projectMessages.budgetInvalid],
      [
        'a budget in fractions of a cent',
        () => validForm(catalogue[0], { budget: '2500.005' }),
        walletMessages.tooManyDecimals,
      ],
      [
        'question answers that are not JSON',
        () => validForm(catalogue[0], { question_answers: '[{' }),
        'question_answers must be a JSON list.',
      ],
      [
        'a yes/no answer that is neither',
        () =>
          validForm(catalogue[0], {
            question_answers: [{ question: 'Permit?', answer: 'maybe', question_type: QUESTION_TYPE.yesNo }],
          }),
        'The answer to "Permit?" does not fit its question type.',
      ],
      [
        'a measurement that is not one',
        () =>
          validForm(catalogue[0], {
            question_answers: [{ question: 'Size', answer: '{"width": 3}', question_type: QUESTION_TYPE.measurements }],
          }),
        'The answer to "Size" does not fit its question type.',
      ],
      [
        'a choice the catalogue question does not offer',
        () =>
          validForm(catalogue[0], {
            question_answers: [
              { question: 'What type of roof is it?', answer: ['Thatch'], question_type: QUESTION_TYPE.choices },
            ],
          }),
        customerProjectMessages.answerNotAnOption('What type of roof is it?'),
      ],
      [
        'two choices for a catalogue question that takes one',
        () =>
          validForm(catalogue[0], {
            question_answers: [
              { question: 'What type of roof is it?', answer: ['Metal', 'Tile'], question_type: QUESTION_TYPE.choices },
            ],
          }),
        customerProjectMessages.answerOneOption('What type of roof is it?'),
      ],
      [
        'a catalogue yes/no question answered in words',
        () =>
          validForm(catalogue[0], {
            question_answers: [{ question: 'Do you own the property?', answer: 'Mostly', question_type: 1 }],
          }),
        customerProjectMessages.answerWrongType('Do you own the property?'),
      ],
    ];

    it.each(cases)('%s answers 422 and keeps no file', async (_name, form, message) => {
      const [files, rows] = [await storedFileCount(), await projectCount()];
      const response = await postProject(t, casey.headers, form(), [
        { field: 'files[]', filename: 'photo.png', contentType: 'image/png', data: await makePng() },
      ]);
      expectErrorEnvelope(response, 422, message || undefined);
      expect(await storedFileCount()).toBe(files);
      expect(await projectCount()).toBe(rows);
    });

    it('takes answers that fit the sub-type’s catalogue questions, and the common ones', async () => {
      const [roofing] = catalogue;
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/question_list?project_sub_type_id=${roofing.project_sub_types[0].id}`,
      });
      const byKey = new Map(
        listed.json().data.questions.map((q: { key: string; question: string; options: string[] }) => [q.key, q]),
      );
      const roofType = byKey.get('roof_type') as { question: string; options: string[] };
      const start = byKey.get('start_time') as { question: string; options: string[] };
      const answers = [
        { question: roofType.question, answer: [roofType.options[0]], question_type: QUESTION_TYPE.choices },
        { question: start.question, answer: [start.options[1]], question_type: QUESTION_TYPE.choices },
        { question: 'Do you own the property?', answer: true, question_type: QUESTION_TYPE.yesNo },
      ];
      const response = await postProject(t, casey.headers, validForm(roofing, { question_answers: answers }));
      expect(response.statusCode, response.body).toBe(200);
      const { project } = response.json().data;
      expect(project.question_answers).toEqual(answers);
      // The listing below counts the customer's projects of the other tests.
      await t.db.delete(projects).where(eq(projects.id, project.id));
    });

    it('refuses a file that is neither image nor video, and removes the photo stored before it', async () => {
      const files = await storedFileCount();
      const response = await postProject(t, casey.headers, validForm(catalogue[0]), [
        { field: 'files[]', filename: 'photo.png', contentType: 'image/png', data: await makePng() },
        { field: 'files[]', filename: 'notes.txt', contentType: 'image/png', data: Buffer.from('just text') },
      ]);
      expectErrorEnvelope(response, 422, uploadMessages.imagesOrVideosOnly);
      expect(await storedFileCount()).toBe(files);
    });

    it(`refuses more than ${PROJECT_LIMITS.maxFiles} files`, async () => {
      const files = await storedFileCount();
      const png = await makePng(8, 8);
      const parts = Array.from({ length: PROJECT_LIMITS.maxFiles + 1 }, (_, i) => ({
        field: 'files[]',
        filename: `p${i}.png`,
        contentType: 'image/png',
        data: png,
      }));
      const response = await postProject(t, casey.headers, validForm(catalogue[0]), parts);
      expectErrorEnvelope(response, 422, customerProjectMessages.tooManyFiles);
      expect(await storedFileCount()).toBe(files);
    });

    it('answers 415 to a body that is neither JSON nor multipart', async () => {
      const response = await t.app.inject({ method: 'POST', url: PROJECTS, headers: casey.headers });
      expectErrorEnvelope(response, 415, uploadMessages.notJsonOrMultipart);
    });

    it('refuses a JSON body in words, with the same messages as the form', async () => {
      const rows = await projectCount();
      const json = (body: object) =>
        t.app.inject({ method: 'POST', url: PROJECTS, headers: casey.headers, payload: body });
      expectErrorEnvelope(await json(validForm(catalogue[0], { title: '' })), 422, projectMessages.titleEmpty);
      expectErrorEnvelope(
        await json({ ...validForm(catalogue[0]), budget: 99.999 }),
        422,
        walletMessages.tooManyDecimals,
      );
      expectErrorEnvelope(await json(validForm(catalogue[0], { zipcode: '00000' })), 422, serviceAreaTexts.unknownZip);
      expect(await projectCount()).toBe(rows);
    });

    it('refuses a customer whose mobile number is not verified by code', async () => {
      const unverified = await signUpCustomer(t, sms, {
        name: 'Una Unverified',
        email: 'una@example.com',
        mobile: '3125550103',
        verify: false,
      });
      const [files, rows] = [await storedFileCount(), await projectCount()];
      const response = await postProject(t, unverified.headers, validForm(catalogue[0]), [
        { field: 'files[]', filename: 'photo.png', contentType: 'image/png', data: await makePng() },
      ]);
      expectErrorEnvelope(response, 422, projectMessages.phoneNotVerified);
      expect(await storedFileCount()).toBe(files);
      expect(await projectCount()).toBe(rows);
      expect(await t.db.select().from(projects).where(eq(projects.customerUserId, unverified.id))).toEqual([]);
    });

    it('answers 401 without a session and 403 to a provider', async () => {
      expectErrorEnvelope(await postProject(t, {}, validForm(catalogue[0])), 401);
      expectErrorEnvelope(await postProject(t, near.headers, validForm(catalogue[0])), 403);
      expectErrorEnvelope(await t.app.inject({ method: 'GET', url: PROJECTS, headers: near.headers }), 403);
    });
  });

  describe('reading', () => {
    it("lists the caller's own projects, newest first, and nobody else's", async () => {
      const mine = await t.app.inject({ method: 'GET', url: PROJECTS, headers: casey.headers });
      expect(mine.statusCode, mine.body).toBe(200);
      const titles = mine.json().data.projects.map((p: { title: string }) => p.title);
      expect(titles).toEqual(['Patch a flat roof', 'Replace the kitchen roof']);

      const theirs = await t.app.inject({ method: 'GET', url: PROJECTS, headers: other.headers });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().data.projects).toEqual([]);
      for (const secret of [casey.email, casey.mobile, casey.name, '350 5th Ave', posted.title]) {
        expect(theirs.body).not.toContain(secret);
      }
    });

    it("answers one of the caller's projects, and 404 for another customer's", async () => {
      const mine = await t.app.inject({ method: 'GET', url: `${PROJECTS}/${posted.id}`, headers: casey.headers });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.project.id).toBe(posted.id);
      // The customer's own contact details are not part of a project answer either.
      expect(mine.body).not.toContain(casey.email);
      expect(mine.body).not.toContain(casey.mobile);

      const theirs = await t.app.inject({ method: 'GET', url: `${PROJECTS}/${posted.id}`, headers: other.headers });
      expectErrorEnvelope(theirs, 404, projectTexts.notFound);
      for (const secret of [casey.email, casey.mobile, '350 5th Ave', posted.title]) {
        expect(theirs.body).not.toContain(secret);
      }
      expectErrorEnvelope(
        await t.app.inject({ method: 'GET', url: `${PROJECTS}/2000000000`, headers: casey.headers }),
        404,
        projectTexts.notFound,
      );
    });

    it.each(['abc', '0', '-1', '99999999999999999999', '1.5'])('answers 4xx in words to the id %s', async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `${PROJECTS}/${id}`, headers: casey.headers });
      expect([404, 422]).toContain(response.statusCode);
      expectErrorEnvelope(response, response.statusCode);
      expectNoLeak(response.body);
    });
  });

  it('keeps the project files with the project', async () => {
    const rows = await t.db.select().from(projectFiles).where(eq(projectFiles.projectId, posted.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['image', 'image', 'video']);
    const told = await t.db.select({ n: count() }).from(notifications).where(eq(notifications.projectId, posted.id));
    expect(told[0].n).toBe(1);
  });

  it('takes a project without files as a JSON body, question answers as a list (CONTRACT §5)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: PROJECTS,
      headers: other.headers,
      payload: {
        ...validForm(catalogue[0], { title: 'Fix the gutter' }),
        project_type_id: catalogue[0].id,
        budget: 1200.25,
        question_answers: ANSWERS.slice(0, 3),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const project = response.json().data.project;
    expect(project).toMatchObject({ title: 'Fix the gutter', budget: 1200.25, files: [] });
    expect(project.question_answers.map((qa: { question: string }) => qa.question)).toEqual(
      ANSWERS.slice(0, 3).map((qa) => qa.question),
    );
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row.budgetCents).toBe(120025);
  });

  it('documents both bodies in OpenAPI: JSON, and multipart/form-data for files', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const content = document.paths['/api/v2/customers/projects'].post.requestBody.content;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['title', 'description', 'project_type_id', 'project_sub_type_id', 'zipcode']),
    );
  });

  it('takes a form without files or budget', async () => {
    const response = await postProject(
      t,
      other.headers,
      validForm(catalogue[1], {
        project_sub_type_id: catalogue[1].project_sub_types[0].id,
        title: 'Paint the fence',
        budget: '',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.project).toMatchObject({ title: 'Paint the fence', budget: null, files: [] });
  });
});
