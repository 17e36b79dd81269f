import { randomBytes } from 'node:crypto';
import type { TProjectState } from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { projectSubTypes, projects, providerProjectSubTypes, zipCodes } from '@homebid/db/schema';
import { asc, eq } from 'drizzle-orm';
import { replaceProviderLocations } from '../../src/modules/service-areas';

/** Two sub-types of different service types, for matching and non-matching projects. */
export async function twoSubTypes(db: Database) {
  const rows = await db.select().from(projectSubTypes).orderBy(asc(projectSubTypes.id));
  const first = rows[0];
  const other = rows.find((row) => row.projectTypeId !== first.projectTypeId);
  if (!other) throw new Error('reference data has one service type only');
  return [first, other] as const;
}

/** Gives a provider one service area and the services it offers. */
export async function setUpProvider(
  db: Database,
  providerId: number,
  { zipcode = '10001', radius = 25, subTypeIds }: { zipcode?: string; radius?: number; subTypeIds: number[] },
) {
  await db.transaction(async (tx) => {
    await replaceProviderLocations(tx, providerId, [{ zipcode, radius }]);
    await tx.delete(providerProjectSubTypes).where(eq(providerProjectSubTypes.providerId, providerId));
    if (subTypeIds.length) {
      await tx
        .insert(providerProjectSubTypes)
        .values(subTypeIds.map((projectSubTypeId) => ({ providerId, projectSubTypeId })));
    }
  });
}

export interface CreateProjectOptions {
  customerUserId: number;
  subType: { id: number; projectTypeId: number };
  zipcode?: string;
  title?: string;
  streetAddress?: string;
  createdAt?: Date;
  status?: TProjectState;
  hiredProviderId?: number | null;
}

/** Inserts a project straight into the database (the customer API has its own tests). */
export async function createProject(db: Database, options: CreateProjectOptions) {
  const zipcode = options.zipcode ?? '10001';
  const [place] = await db.select().from(zipCodes).where(eq(zipCodes.zip, zipcode));
  const [project] = await db
    .insert(projects)
    .values({
      publicId: `HB-${randomBytes(4).toString('hex').toUpperCase()}`,
      customerUserId: options.customerUserId,
      projectTypeId: options.subType.projectTypeId,
      projectSubTypeId: options.subType.id,
      title: options.title ?? 'Replace kitchen faucet',
      description: 'The old faucet drips; please replace it with the one I bought.',
      streetAddress: options.streetAddress ?? '12 Secret Lane, Apt 4',
      zipcode,
      city: place.city,
      state: place.state,
      budgetCents: 25_000,
      questionAnswers: [
        { question: 'Is the water shut-off accessible?', answer: true, question_type: 4 },
        { question: 'Which rooms?', answer: ['Kitchen'], question_type: 6 },
      ],
      isPhoneVerified: true,
      status: options.status ?? 'bidding',
      hiredProviderId: options.hiredProviderId ?? null,
      createdAt: options.createdAt ?? new Date(),
    })
    .returning();
  return project;
}
