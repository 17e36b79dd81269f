import { randomInt } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import {
  customerProjectMessages,
  PROJECT_LIMITS,
  PROJECT_NOTIFICATION_TASK,
  projectMessages,
  projectNotificationTexts,
  type TCustomerProjectFields,
  type TPostCustomerProjectAnswer,
  ZCustomerProjectFields,
} from '@homebid/contracts/projects';
import { serviceAreaTexts } from '@homebid/contracts/service-areas';
import type { Database } from '@homebid/db/client';
import { projectFiles, projectSubTypes, projects, users, zipCodes } from '@homebid/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import { invalid } from '../../lib/errors';
import type { FileStore } from '../../lib/storage/file-store';
import { readForm, readUploadedFile, removeStoredFiles, type StoredFile, storeUpload } from '../files';
import { notifyMany } from '../notifications';
import { type MaskedProjectText, maskProjectText, PROJECT_TEXT_MASK_VERSION } from '../project-masking';
import { notifySavedSearchMatches } from '../saved-searches';
import { checkQuestionAnswers } from './check-question-answers';
import { getCustomerProject } from './get-customer-project';

/** The multipart fields that carry the project's photos and videos (CONTRACT §5: `files[]`). */
const PROJECT_FILE_FIELDS = new Set(['files[]', 'files']);

/** Crockford's base32: no I, L, O or U, so a public id read aloud or retyped is not misread. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PUBLIC_ID_ATTEMPTS = 8;

/** "HB-" and six random base32 characters (about a billion ids). */
export const newPublicId = () => `HB-${Array.from({ length: 6 }, () => BASE32[randomInt(BASE32.length)]).join('')}`;

export interface PostCustomerProjectOptions {
  db: Database;
  store: FileStore;
  config: Pick<Config, 'publicUrl'>;
  customerUserId: number;
  /** A multipart body (with files), or the fields of a JSON body already validated. */
  parts?: AsyncIterable<Multipart>;
  fields?: TCustomerProjectFields;
  log?: FastifyBaseLogger;
}

/**
 * POST /v2/customers/projects: a customer whose mobile number is verified posts a project with
 * its photos and videos; every provider serving its zip code and sub-type hears of it in the same
 * transaction. All or nothing: when anything fails, the files stored for it are removed again.
 * Contact details typed into the title, description or answers are kept with the project as
 * masked copies, which providers see until they buy the lead or are hired (project-masking); the
 * answer tells the customer so. Answers to the sub-type's catalogue questions must fit them.
 */
export async function postCustomerProject({
  db,
  store,
  config,
  customerUserId,
  parts,
  fields: jsonFields,
  log,
}: PostCustomerProjectOptions): Promise<TPostCustomerProjectAnswer> {
  // Issue 'Beyond the anchors': a customer's phone is verified by code before the project is published.
  const [customer] = await db
    .select({ isPhoneVerified: sql<boolean>`${users.confirmedAt} is not null and ${users.mobileNumber} is not null` })
    .from(users)
    .where(eq(users.id, customerUserId));
  if (!customer?.isPhoneVerified) throw invalid(projectMessages.phoneNotVerified);

  const stored: StoredFile[] = [];
  try {
    const form = await readForm(parts ?? [], async (file) => {
      if (!PROJECT_FILE_FIELDS.has(file.fieldname)) {
        await readUploadedFile(file);
        return;
      }
      if (stored.length >= PROJECT_LIMITS.maxFiles) throw invalid(customerProjectMessages.tooManyFiles);
      stored.push(
        await storeUpload({
          db,
          store,
          file,
          ownerUserId: customerUserId,
          accept: ['image', 'video'],
          // The providers of the area see them; the keys are unguessable.
          visibility: 'public',
          log,
        }),
      );
    });
    const parsed = jsonFields ? { success: true as const, data: jsonFields } : ZCustomerProjectFields.safeParse(form);
    if (!parsed.success) throw invalid(...new Set(parsed.error.issues.map((issue) => issue.message)));
    const fields = parsed.data;
    const place = await findPlace(db, fields);
    await checkQuestionAnswers(db, fields.project_sub_type_id, fields.question_answers);
    const masked = maskProjectText({
      title: fields.title,
      description: fields.description,
      question_answers: fields.question_answers,
      street_address: fields.street_address,
      zipcode: place.zip,
      budget_cents: fields.budget,
    });

    const projectId = await db.transaction(async (tx) => {
      // Only a verified customer gets this far (checked above), so the project says so.
      const project = await insertProject(tx, { customerUserId, fields, place, masked, isPhoneVerified: true });
      if (stored.length) {
        await tx.insert(projectFiles).values(
          stored.map((file, position) => ({
            projectId: project.id,
            storedFileId: file.id,
            kind: file.contentType.startsWith('video/') ? 'video' : 'image',
            position,
          })),
        );
      }
      // A provider matches when the project's zip is among its serviced zips and its sub-type among its services.
      await notifyMany(
        tx,
        sql`select pr.user_id from provider_serviced_zipcodes z
            join provider_project_sub_types s on s.provider_id = z.provider_id and s.project_sub_type_id = ${fields.project_sub_type_id}
            join providers pr on pr.id = z.provider_id
            where z.zip = ${place.zip}`,
        {
          taskName: PROJECT_NOTIFICATION_TASK.newProject,
          // Nobody has bought the lead yet: every recipient is told the masked title.
          text: projectNotificationTexts.newProject(masked.masked_title ?? fields.title, place.city, place.state),
          projectId: project.id,
        },
      );
      // And each saved search of those providers that the project matches, once.
      await notifySavedSearchMatches(tx, project.id);
      return project.id;
    });
    return {
      project: await getCustomerProject({ db, config, customerUserId, projectId }),
      contact_details_notice: projectMessages.contactDetailsNotice,
      contact_details_masked: Boolean(
        masked.masked_title || masked.masked_description || masked.masked_question_answers,
      ),
    };
  } catch (error) {
    await removeStoredFiles(db, store, stored, log);
    throw error;
  }
}

interface Place {
  zip: string;
  city: string;
  state: string;
}

/** The sub-type must belong to the type, and the zip code must be one of the data set's. */
async function findPlace(db: Database, fields: TCustomerProjectFields): Promise<Place> {
  const [subType] = await db
    .select({ id: projectSubTypes.id })
    .from(projectSubTypes)
    .where(
      and(
        eq(projectSubTypes.id, fields.project_sub_type_id),
        eq(projectSubTypes.projectTypeId, fields.project_type_id),
      ),
    );
  if (!subType) throw invalid(projectMessages.subTypeInvalid);
  const [place] = await db
    .select({ zip: zipCodes.zip, city: zipCodes.city, state: zipCodes.state })
    .from(zipCodes)
    .where(eq(zipCodes.zip, fields.zipcode));
  if (!place) throw invalid(serviceAreaTexts.unknownZip);
  return place;
}

/** Inserts the project under a fresh public id, drawing again on the rare collision. */
async function insertProject(
  tx: Pick<Database, 'insert'>,
  {
    customerUserId,
    fields,
    place,
    masked,
    isPhoneVerified,
  }: {
    customerUserId: number;
    fields: TCustomerProjectFields;
    place: Place;
    masked: MaskedProjectText;
    isPhoneVerified: boolean;
  },
) {
  for (let attempt = 1; attempt <= PUBLIC_ID_ATTEMPTS; attempt++) {
    // `on conflict do nothing` keeps the transaction usable when the id is taken.
    const [project] = await tx
      .insert(projects)
      .values({
        publicId: newPublicId(),
        customerUserId,
        projectTypeId: fields.project_type_id,
        projectSubTypeId: fields.project_sub_type_id,
        title: fields.title,
        description: fields.description,
        streetAddress: fields.street_address,
        zipcode: place.zip,
        city: place.city,
        state: place.state,
        budgetCents: fields.budget,
        questionAnswers: fields.question_answers,
        maskedTitle: masked.masked_title,
        maskedDescription: masked.masked_description,
        maskedQuestionAnswers: masked.masked_question_answers,
        textMaskVersion: PROJECT_TEXT_MASK_VERSION,
        isPhoneVerified,
      })
      .onConflictDoNothing({ target: projects.publicId })
      .returning({ id: projects.id });
    if (project) return project;
  }
  throw new Error('no free public project id after several draws');
}
