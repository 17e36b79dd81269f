import { createHash } from 'node:crypto';
import type { TCatalogueQuestion, TCity, TQuestionList, TReferral, TServiceType } from '@homebid/contracts/reference';
import { type Database, rows } from '@homebid/db/client';
import { projectQuestions, projectSubTypes, projectTypes, referrals, zipCodes } from '@homebid/db/schema';
import { asc, between, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { ok } from '../../lib/envelope';

type Reader = Pick<Database, 'select'>;

export async function listServiceTypes(db: Reader): Promise<TServiceType[]> {
  const types = await db.select().from(projectTypes).orderBy(asc(projectTypes.position), asc(projectTypes.id));
  const subTypes = await db
    .select()
    .from(projectSubTypes)
    .orderBy(asc(projectSubTypes.position), asc(projectSubTypes.id));
  return types.map((type) => ({
    id: type.id,
    title: type.title,
    project_sub_types: subTypes
      .filter((sub) => sub.projectTypeId === type.id)
      .map((sub) => ({ id: sub.id, name: sub.name })),
  }));
}

export async function listReferrals(db: Reader): Promise<TReferral[]> {
  return db
    .select({ id: referrals.id, name: referrals.name })
    .from(referrals)
    .orderBy(asc(referrals.position), asc(referrals.id));
}

type QuestionRow = typeof projectQuestions.$inferSelect;

function questionJson(row: QuestionRow): TCatalogueQuestion {
  return {
    key: row.key,
    question: row.question,
    question_type: row.questionType,
    options: row.options,
    multiple: row.multiple,
    unit: row.unit,
    dimensions: row.dimensions,
    required: row.required,
    placeholder: row.placeholder,
  };
}

/** Questions of the catalogue in the order they are asked: a sub-type's own by position, then the common ones. */
const questionOrder = [
  sql`${projectQuestions.projectSubTypeId} is null`,
  asc(projectQuestions.position),
  asc(projectQuestions.id),
];

/** The question list of every sub-type (the common questions follow each sub-type's own), by sub-type id. */
export async function listQuestionCatalogue(db: Reader): Promise<Map<number, TQuestionList>> {
  const [subTypes, questions] = await Promise.all([
    db.select({ id: projectSubTypes.id }).from(projectSubTypes),
    db
      .select()
      .from(projectQuestions)
      .orderBy(...questionOrder),
  ]);
  const common = questions.filter((row) => row.projectSubTypeId === null).map(questionJson);
  const lists = new Map<number, TQuestionList>(
    subTypes.map((sub) => [sub.id, { project_sub_type_id: sub.id, questions: [] }]),
  );
  for (const row of questions) {
    if (row.projectSubTypeId !== null) lists.get(row.projectSubTypeId)?.questions.push(questionJson(row));
  }
  for (const list of lists.values()) list.questions.push(...common);
  return lists;
}

/** The questions asked for one sub-type (its own, then the common ones); one query. */
export async function listSubTypeQuestions(db: Reader, projectSubTypeId: number): Promise<TCatalogueQuestion[]> {
  const found = await db
    .select()
    .from(projectQuestions)
    .where(or(eq(projectQuestions.projectSubTypeId, projectSubTypeId), isNull(projectQuestions.projectSubTypeId)))
    .orderBy(...questionOrder);
  return found.map(questionJson);
}

const CITY_LIMIT = 20;
const ZIP_LENGTH = 5;

/** Cities by zip-code prefix or city-name prefix, for the service-area and address pickers. */
export async function searchLocations(db: Reader, search: string): Promise<TCity[]> {
  const term = search.replace(/[%_\\]/g, '');
  if (!term) return [];
  if (/^\d+$/.test(term) && term.length > ZIP_LENGTH) return [];
  // Every zip code has five digits, so a prefix is a range of the primary key's index (a LIKE
  // prefix uses no index unless the database's collation is "C").
  const where = /^\d+$/.test(term)
    ? between(zipCodes.zip, term.padEnd(ZIP_LENGTH, '0'), term.padEnd(ZIP_LENGTH, '9'))
    : ilike(zipCodes.city, `${term}%`);
  const rows = await db
    .select()
    .from(zipCodes)
    .where(where)
    .orderBy(sql`lower(${zipCodes.city})`, asc(zipCodes.zip))
    .limit(CITY_LIMIT);
  return rows.map((row) => ({
    zipcode: row.zip,
    city: row.city,
    state: row.stateName,
    state_short: row.state,
    country: 'US',
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

/** One reference answer as it goes on the wire: the serialized envelope and its entity tag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface ReferenceSnapshot {
  /** The applied migration the data was read under (created_at and hash of the newest one). */
  migration: string;
  serviceList: CachedAnswer;
  referralList: CachedAnswer;
  /** GET /question_list's answer for each sub-type, by sub-type id. */
  questionLists: Map<number, CachedAnswer>;
}

/**
 * The newest applied migration, from the table drizzle's migrator keeps (packages/db/src/migrate.ts
 * uses its defaults: schema `drizzle`, table `__drizzle_migrations`). Reference data changes only
 * through migrations (the seed fills empty tables once), so this versions it.
 */
export async function readMigrationVersion(db: Database): Promise<string> {
  const [row] = await rows<{ created_at: string | number; hash: string }>(
    db,
    sql`select created_at, hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1`,
  );
  return row ? `${row.created_at}.${row.hash.slice(0, 12)}` : 'none';
}

/** The entity tag of a body read under `migration`: a new migration or different bytes make a new one. */
function cachedAnswer(migration: string, data: unknown): CachedAnswer {
  const body = JSON.stringify(ok(data));
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  // Weak: a compressing layer may send other bytes of the same answer.
  return { body, etag: `W/"${migration.split('.')[0]}-${digest}"` };
}

async function loadSnapshot(db: Database): Promise<ReferenceSnapshot> {
  const migration = await readMigrationVersion(db);
  const [serviceTypes, referralList, questionLists] = await Promise.all([
    listServiceTypes(db),
    listReferrals(db),
    listQuestionCatalogue(db),
  ]);
  return {
    migration,
    serviceList: cachedAnswer(migration, serviceTypes),
    referralList: cachedAnswer(migration, referralList),
    questionLists: new Map([...questionLists].map(([id, list]) => [id, cachedAnswer(migration, list)])),
  };
}

export interface ReferenceCacheOptions {
  /** How often a request also checks, in the background, whether a new migration was applied. */
  recheckMs?: number;
  now?: () => number;
  /** Told when a background check fails (the data in memory keeps being served). */
  onError?: (error: unknown) => void;
}

export interface ReferenceCache {
  /** The data in memory, read from the database on first use. */
  snapshot(): Promise<ReferenceSnapshot>;
  /** Reads the applied migration version and reloads the data when it is not the one in memory. */
  revalidate(): Promise<ReferenceSnapshot>;
}

/**
 * The service list, the referral list and the question lists, kept in memory: read once, then served with an ETag.
 * At most every `recheckMs` a request also checks the applied migration version in the background
 * (one small query) and the data is reloaded when another process has migrated since.
 */
export function createReferenceCache(db: Database, options: ReferenceCacheOptions = {}): ReferenceCache {
  const { recheckMs = 60_000, now = Date.now, onError = () => {} } = options;
  let current: Promise<ReferenceSnapshot> | undefined;
  let checkedAt = 0;
  let checking: Promise<ReferenceSnapshot> | undefined;

  const load = () => {
    checkedAt = now();
    const loading = loadSnapshot(db);
    current = loading;
    // A failed first read is retried by the next request rather than remembered.
    loading.catch(() => {
      if (current === loading) current = undefined;
    });
    return loading;
  };

  const revalidate = async () => {
    checkedAt = now();
    const known = current && (await current.catch(() => undefined));
    if (known && (await readMigrationVersion(db)) === known.migration) return known;
    const fresh = loadSnapshot(db);
    await fresh;
    current = fresh;
    return fresh;
  };

  return {
    snapshot() {
      if (!current) return load();
      if (!checking && now() - checkedAt >= recheckMs) {
        checking = revalidate();
        checking.catch(onError).finally(() => {
          checking = undefined;
        });
      }
      return current;
    },
    revalidate,
  };
}

const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names `etag` (RFC 9110's weak comparison) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const wanted = opaqueTag(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === wanted);
}
