import { eq, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Database } from '../client';
import { projectQuestions, projectSubTypes, projectTypes, referrals, zipCodes } from '../schema';
import { type CatalogueQuestionSeed, COMMON_QUESTIONS, questionsOfSubType } from './question-catalogue';
import { REFERRAL_SOURCES, SERVICE_CATALOGUE } from './service-catalogue';

const ZIP_BATCH = 2000;
const QUESTION_BATCH = 500;

/** One sub-type's questions (or the common ones, `subTypeId` null) as rows, in their order. */
function questionRowsOf(subTypeId: number | null, questions: readonly CatalogueQuestionSeed[]) {
  return questions.map((question, position) => ({ ...question, projectSubTypeId: subTypeId, position }));
}

/**
 * Loads the catalogue, its questions, referral sources and US ZIP codes; a no-op for tables that
 * already hold rows (a database made before the question catalogue gets it on its next start).
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ count: typeCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(projectTypes);
    if (typeCount === 0) {
      for (const [position, entry] of SERVICE_CATALOGUE.entries()) {
        const [type] = await tx.insert(projectTypes).values({ title: entry.title, position }).returning();
        await tx
          .insert(projectSubTypes)
          .values(entry.subTypes.map((name, index) => ({ projectTypeId: type.id, name, position: index })));
      }
    }
    const [{ count: questionCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(projectQuestions);
    if (questionCount === 0) {
      const subTypes = await tx
        .select({ id: projectSubTypes.id, name: projectSubTypes.name, typeTitle: projectTypes.title })
        .from(projectSubTypes)
        .innerJoin(projectTypes, eq(projectTypes.id, projectSubTypes.projectTypeId));
      const questionRows = [
        ...questionRowsOf(null, COMMON_QUESTIONS),
        ...subTypes.flatMap((sub) => questionRowsOf(sub.id, questionsOfSubType(sub.typeTitle, sub.name))),
      ];
      for (let i = 0; i < questionRows.length; i += QUESTION_BATCH) {
        await tx.insert(projectQuestions).values(questionRows.slice(i, i + QUESTION_BATCH));
      }
    }
    const [{ count: referralCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(referrals);
    if (referralCount === 0) {
      await tx.insert(referrals).values(REFERRAL_SOURCES.map((name, position) => ({ name, position })));
    }
    const [{ count: zipCount }] = await tx.select({ count: sql<number>`count(*)::int` }).from(zipCodes);
    if (zipCount === 0) {
      const rows = listUsZipCodes();
      for (let i = 0; i < rows.length; i += ZIP_BATCH) {
        await tx.insert(zipCodes).values(rows.slice(i, i + ZIP_BATCH));
      }
    }
  });
}

interface ZipRecord {
  zip: string;
  city: string;
  state: string;
  latitude: number | string;
  longitude: number | string;
  country: string;
}

export function listUsZipCodes() {
  const codes = zipcodes.codes as Record<string, ZipRecord>;
  const stateNames = new Map(
    Object.entries(zipcodes.states.full).map(([name, short]) => [short, titleCase(name)] as const),
  );
  return Object.values(codes)
    .filter((r) => r.country === 'US' && /^\d{5}$/.test(r.zip) && r.latitude !== '' && r.longitude !== '')
    .map((r) => ({
      zip: r.zip,
      city: r.city,
      state: r.state,
      stateName: stateNames.get(r.state) ?? r.state,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
    }))
    .filter((r) => Number.isFinite(r.latitude) && Number.isFinite(r.longitude));
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
