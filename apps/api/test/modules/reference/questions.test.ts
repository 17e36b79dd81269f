import { fieldMessages } from '@homebid/contracts/messages';
import { QUESTION_TYPE } from '@homebid/contracts/projects';
import { referenceMessages, type TCatalogueQuestion, type TQuestionList } from '@homebid/contracts/reference';
import { projectQuestions, projectSubTypes } from '@homebid/db/schema';
import { COMMON_QUESTIONS, QUESTION_CATALOGUE, QUESTION_TYPE_CODES } from '@homebid/db/seed/question-catalogue';
import { SERVICE_CATALOGUE } from '@homebid/db/seed/service-catalogue';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAnswerProblems } from '../../../src/modules/customer-projects/check-question-answers';
import { DEMO_PROJECTS } from '../../../src/seeds/demo/demo-catalogue';
import { buildTestApp, dialects, type TestApp } from '../../helpers/build-test-app';
import { expectErrorEnvelope } from '../../helpers/expect-envelope';

interface ServiceType {
  id: number;
  title: string;
  project_sub_types: Array<{ id: number; name: string }>;
}

describe('the question catalogue as written', () => {
  it('speaks the contracts’ answer types', () => {
    expect(QUESTION_TYPE_CODES).toEqual(QUESTION_TYPE);
  });

  it('asks every sub-type 2 to 5 questions of its own, under keys of its own, and knows no other sub-type', () => {
    const commonKeys = new Set(COMMON_QUESTIONS.map((question) => question.key));
    expect(commonKeys.size).toBe(COMMON_QUESTIONS.length);
    for (const type of SERVICE_CATALOGUE) {
      for (const name of type.subTypes) {
        const own = QUESTION_CATALOGUE[type.title]?.[name] ?? [];
        expect(own.length, `${type.title} / ${name}`).toBeGreaterThanOrEqual(2);
        expect(own.length, `${type.title} / ${name}`).toBeLessThanOrEqual(5);
        const keys = own.map((question) => question.key);
        expect(new Set(keys).size, `${name}: keys repeat`).toBe(keys.length);
        expect(
          keys.filter((key) => commonKeys.has(key)),
          `${name}: keys of the common questions`,
        ).toEqual([]);
        const texts = [...own, ...COMMON_QUESTIONS].map((question) => question.question.toLowerCase());
        expect(new Set(texts).size, `${name}: a question asked twice`).toBe(texts.length);
      }
    }
    for (const [title, subTypes] of Object.entries(QUESTION_CATALOGUE)) {
      const type = SERVICE_CATALOGUE.find((entry) => entry.title === title);
      expect(type, title).toBeDefined();
      for (const name of Object.keys(subTypes)) expect(type?.subTypes, title).toContain(name);
    }
  });

  it('uses every answer type, choices with options (single and multiple), measurements with a unit', () => {
    const all = [
      ...COMMON_QUESTIONS,
      ...Object.values(QUESTION_CATALOGUE).flatMap((type) => Object.values(type).flat()),
    ];
    expect(new Set(all.map((question) => question.questionType))).toEqual(new Set(Object.values(QUESTION_TYPE)));
    const choices = all.filter((question) => question.questionType === QUESTION_TYPE.choices);
    expect(choices.every((question) => question.options.length >= 2)).toBe(true);
    expect(choices.some((question) => question.multiple)).toBe(true);
    expect(choices.some((question) => !question.multiple)).toBe(true);
    for (const question of all.filter((q) => q.questionType === QUESTION_TYPE.measurements)) {
      expect(question.unit, question.key).toMatch(/^(ft|in)$/);
      expect(question.dimensions.length, question.key).toBeGreaterThan(0);
    }
    for (const question of all.filter((q) => q.questionType !== QUESTION_TYPE.choices)) {
      expect(question.options, question.key).toEqual([]);
    }
  });
});

describe.each(dialects())('GET /api/question_list on %s', (dialect) => {
  let t: TestApp;
  let catalogue: ServiceType[];

  beforeAll(async () => {
    t = await buildTestApp({ dialect });
    catalogue = (await t.app.inject({ method: 'GET', url: '/api/service_list' })).json().data;
  });
  afterAll(() => t?.close());

  const get = (subTypeId: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/question_list?project_sub_type_id=${subTypeId}`, headers });

  const common = COMMON_QUESTIONS.map((question) => question.question);

  it('answers every sub-type of the service list its own questions in order, then the common ones', async () => {
    const types = new Set<number>();
    for (const type of catalogue) {
      for (const sub of type.project_sub_types) {
        const response = await get(sub.id);
        expect(response.statusCode, response.body).toBe(200);
        const list: TQuestionList = response.json().data;
        expect(list.project_sub_type_id).toBe(sub.id);
        const own = QUESTION_CATALOGUE[type.title][sub.name];
        expect(list.questions.map((question) => question.question)).toEqual([
          ...own.map((question) => question.question),
          ...common,
        ]);
        for (const question of list.questions) types.add(question.question_type);
      }
    }
    expect(types).toEqual(new Set(Object.values(QUESTION_TYPE)));
  });

  it('answers each question in the contract’s shape', async () => {
    const roofing = catalogue.find((type) => type.title === 'Roofing') as ServiceType;
    const repair = roofing.project_sub_types.find((sub) => sub.name === 'Roof Repair') as { id: number };
    const list: TQuestionList = (await get(repair.id)).json().data;
    const byKey = new Map(list.questions.map((question) => [question.key, question]));
    expect(byKey.get('roof_type')).toEqual({
      key: 'roof_type',
      question: 'What type of roof is it?',
      question_type: QUESTION_TYPE.choices,
      options: expect.arrayContaining(['Asphalt shingles', 'Flat / low slope']),
      multiple: false,
      unit: null,
      dimensions: [],
      required: false,
      placeholder: null,
    } satisfies Record<keyof TCatalogueQuestion, unknown>);
    expect(byKey.get('roof_size')).toMatchObject({
      question_type: QUESTION_TYPE.measurements,
      unit: 'ft',
      dimensions: ['length', 'breadth'],
      options: [],
    });
    expect(byKey.get('water_inside')).toMatchObject({ question_type: QUESTION_TYPE.yesNo, required: true });
    expect(byKey.get('problem')).toMatchObject({ question_type: QUESTION_TYPE.choices, multiple: true });
    expect(byKey.get('other_details')).toMatchObject({
      question_type: QUESTION_TYPE.text,
      placeholder: expect.any(String),
    });
    expect(byKey.get('start_time')).toMatchObject({ question_type: QUESTION_TYPE.choices, required: true });
  });

  it('asks only the common questions of a sub-type the catalogue has none for', async () => {
    const [sub] = await t.db
      .insert(projectSubTypes)
      .values({ projectTypeId: catalogue[0].id, name: `Odd jobs ${dialect}` })
      .returning();
    try {
      // The cache reads the lists once: a fresh app reads the new sub-type.
      const next = await buildTestApp({ dialect, database: t.database });
      try {
        const response = await next.app.inject({
          method: 'GET',
          url: `/api/question_list?project_sub_type_id=${sub.id}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().data.questions.map((question: TCatalogueQuestion) => question.question)).toEqual(common);
      } finally {
        await next.close();
      }
    } finally {
      await t.db.delete(projectSubTypes).where(eq(projectSubTypes.id, sub.id));
    }
  });

  it('answers 304 to its own ETag, with no-cache, and another ETag for another sub-type', async () => {
    const [first, second] = catalogue[0].project_sub_types;
    const response = await get(first.id);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^W\/"\d+-[\w-]{16}"$/);
    const again = await get(first.id, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const other = await get(second.id, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers 404 with a clear text for a sub-type that does not exist', async () => {
    const [{ highest }] = await t.db.select({ highest: max(projectSubTypes.id) }).from(projectSubTypes);
    expectErrorEnvelope(await get((highest ?? 0) + 1000), 404, referenceMessages.subTypeNotFound);
  });

  it.each(['abc', '0', '-3', '1.5', '99999999999', ''])('answers 422 to the id %j', async (id) => {
    expectErrorEnvelope(await get(id), 422, fieldMessages.id);
  });

  it('answers 422 without the sub-type', async () => {
    expectErrorEnvelope(await t.app.inject({ method: 'GET', url: '/api/question_list' }), 422);
  });

  it('agrees with the demo projects’ answers, so the demo posts through the same check', async () => {
    for (const demo of DEMO_PROJECTS) {
      const type = catalogue.find((entry) => entry.title === demo.serviceType) as ServiceType;
      const sub = type.project_sub_types.find((entry) => entry.name === demo.subType) as { id: number };
      const list: TQuestionList = (await get(sub.id)).json().data;
      expect(findAnswerProblems(list.questions, demo.questions), `demo project ${demo.number}`).toEqual([]);
    }
  });

  it('holds every seeded question once', async () => {
    const rows = await t.db.select().from(projectQuestions);
    const own = Object.values(QUESTION_CATALOGUE).flatMap((type) => Object.values(type).flat());
    expect(rows).toHaveLength(own.length + COMMON_QUESTIONS.length);
  });
});
