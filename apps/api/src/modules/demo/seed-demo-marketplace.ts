import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/common';
import type { TKnownTaskName } from '@homebid/contracts/notifications';
import {
  BID_TYPE,
  PROJECT_NOTIFICATION_TASK,
  projectNotificationTexts,
  type TProjectState,
} from '@homebid/contracts/projects';
import { REVIEW_NOTIFICATION_TASK, reviewNotificationText } from '@homebid/contracts/reviews';
import { type Database, rows } from '@homebid/db/client';
import {
  bids,
  notifications,
  projectFiles,
  projectSubTypes,
  projects,
  projectTypes,
  providerLocations,
  providerProjectSubTypes,
  providerProjects,
  providerProjectTypes,
  providers,
  reviews,
  users,
  zipCodes,
} from '@homebid/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/passwords';
import type { FileStore } from '../../lib/storage/file-store';
import { deleteStoredObjects, type StoredFile, storeUploadedBytes } from '../files';
import { notify } from '../notifications';
import { maskProjectText, PROJECT_TEXT_MASK_VERSION } from '../project-masking';
import { replaceProviderLocations } from '../service-areas';
import {
  DEMO_AREA,
  DEMO_BUSINESS,
  DEMO_CUSTOMERS,
  DEMO_PROJECTS,
  DEMO_RIVALS,
  DEMO_SERVICES,
  type DemoProject,
} from './demo-catalogue';
import { demoPhoto } from './demo-photos';

/** Held for the seed's transaction: of several processes starting at once, one seeds, the others find it done. */
const DEMO_SEED_LOCK = 727002;
const HOUR_MS = 60 * 60 * 1000;

/** The demo projects' public ids: `HB-DM01`…, outside the six characters of real ones (`HB-7K2Q9X`). */
export const demoPublicId = (number: number) => `HB-DM${String(number).padStart(2, '0')}`;

export interface SeedDemoMarketplaceOptions {
  db: Database;
  store: FileStore;
  /** The demo provider's user id. */
  providerUserId: number;
  /** The password of the demo customers (they may sign in to try the customer API). */
  password: string;
  log?: FastifyBaseLogger;
  now?: Date;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether the marketplace was seeded: its first customer exists (it is written in the same transaction as the rest). */
async function isSeeded(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_CUSTOMERS[0].email))
    .limit(1);
  return Boolean(row);
}

/**
 * The demo marketplace: the demo provider's business, area and services; demo customers
 * and rival pros; 37 projects around New York with question answers of every type and photos; the
 * demo provider's bids, a bookmark, a job in progress, a completed job with the customer's review,
 * and the notifications those events send. Runs once: everything is written in one transaction
 * under an advisory lock, and a later start finds the first demo customer and does nothing.
 * Answers whether it seeded.
 */
export async function seedDemoMarketplace({
  db,
  store,
  providerUserId,
  password,
  log,
  now = new Date(),
}: SeedDemoMarketplaceOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const started = Date.now();
  const passwordHash = await hashPassword(password);
  const stored: StoredFile[] = [];
  try {
    const seeded = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
      if (await isSeeded(tx)) return false;
      await new MarketplaceSeed(tx, store, providerUserId, passwordHash, now, stored, log).run();
      return true;
    });
    if (seeded) {
      log?.info(
        { ms: Date.now() - started, projects: DEMO_PROJECTS.length, photos: stored.length },
        'demo marketplace seeded',
      );
    }
    return seeded;
  } catch (error) {
    // The rows went with the transaction; the objects written for them go too.
    await deleteStoredObjects(store, stored, log);
    throw error;
  }
}

class MarketplaceSeed {
  private providerId = 0;
  private readonly customerIds = new Map<string, number>();
  private readonly customerNames = new Map<string, string>();
  private readonly rivalProviderIds = new Map<string, number>();
  private readonly projectIds = new Map<number, number>();
  /** Notifications to back-date once written: id → when the event happened. */
  private readonly notificationTimes: Array<{ id: number; at: Date }> = [];

  constructor(
    private readonly tx: Tx,
    private readonly store: FileStore,
    private readonly providerUserId: number,
    private readonly passwordHash: string,
    private readonly now: Date,
    private readonly stored: StoredFile[],
    private readonly log?: FastifyBaseLogger,
  ) {}

  private ago(hours: number) {
    return new Date(this.now.getTime() - hours * HOUR_MS);
  }

  async run() {
    const [provider] = await this.tx
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.userId, this.providerUserId));
    if (!provider) throw new Error('the demo provider has no providers row');
    this.providerId = provider.id;
    await this.fillBusiness();
    await this.addServices();
    await this.addArea();
    await this.addPeople();
    await this.addProjects();
    await this.addPhotos();
    await this.addBidsAndOutcomes();
    await this.notifyNewProjects();
    await this.backdateNotifications();
  }

  /** Business details the profile lacks; what the provider set stays. */
  private async fillBusiness() {
    await this.tx
      .update(providers)
      .set({
        website: sql`coalesce(${providers.website}, ${DEMO_BUSINESS.website})`,
        aboutUs: sql`coalesce(${providers.aboutUs}, ${DEMO_BUSINESS.aboutUs})`,
        insuranceNumber: sql`coalesce(${providers.insuranceNumber}, ${DEMO_BUSINESS.insuranceNumber})`,
        licenseNumber: sql`coalesce(${providers.licenseNumber}, ${DEMO_BUSINESS.licenseNumber})`,
        haveInsurance: true,
        haveLicense: true,
      })
      .where(eq(providers.id, this.providerId));
  }

  /** The demo services, unless the provider chose some already. */
  private async addServices() {
    const [existing] = await this.tx
      .select({ id: providerProjectSubTypes.projectSubTypeId })
      .from(providerProjectSubTypes)
      .where(eq(providerProjectSubTypes.providerId, this.providerId))
      .limit(1);
    if (existing) return;
    const wanted = Object.entries(DEMO_SERVICES).flatMap(([type, names]) => names.map((name) => ({ type, name })));
    const found = await this.tx
      .select({
        typeId: projectTypes.id,
        type: projectTypes.title,
        subTypeId: projectSubTypes.id,
        name: projectSubTypes.name,
      })
      .from(projectSubTypes)
      .innerJoin(projectTypes, eq(projectTypes.id, projectSubTypes.projectTypeId))
      .where(inArray(projectTypes.title, Object.keys(DEMO_SERVICES)));
    const chosen = found.filter((row) => wanted.some((w) => w.type === row.type && w.name === row.name));
    if (chosen.length !== wanted.length) throw new Error('the service catalogue lacks a demo service');
    await this.tx.insert(providerProjectTypes).values(
      [...new Set(chosen.map((row) => row.typeId))].map((projectTypeId) => ({
        providerId: this.providerId,
        projectTypeId,
      })),
    );
    await this.tx
      .insert(providerProjectSubTypes)
      .values(chosen.map((row) => ({ providerId: this.providerId, projectSubTypeId: row.subTypeId })));
  }

  /** The demo service area, unless the provider has one. */
  private async addArea() {
    const [existing] = await this.tx
      .select({ id: providerLocations.id })
      .from(providerLocations)
      .where(eq(providerLocations.providerId, this.providerId))
      .limit(1);
    if (!existing) await replaceProviderLocations(this.tx, this.providerId, [DEMO_AREA]);
  }

  /** Customers (verified, so their projects say the phone is verified) and rival pros (no password). */
  private async addPeople() {
    const joined = this.ago(24 * 60);
    const customerRows = await this.tx
      .insert(users)
      .values(
        DEMO_CUSTOMERS.map((customer) => ({
          userType: USER_TYPE.customer,
          name: customer.name,
          email: customer.email,
          mobileNumber: customer.mobileNumber,
          passwordHash: this.passwordHash,
          signupStatus: SIGNUP_STATUS.completed,
          confirmedAt: joined,
          createdAt: joined,
          updatedAt: joined,
        })),
      )
      .returning({ id: users.id, email: users.email, name: users.name });
    for (const customer of DEMO_CUSTOMERS) {
      const row = customerRows.find((r) => r.email === customer.email);
      if (!row) throw new Error(`demo customer ${customer.email} was not written`);
      this.customerIds.set(customer.key, row.id);
      this.customerNames.set(customer.key, row.name);
    }
    for (const rival of DEMO_RIVALS) {
      const [user] = await this.tx
        .insert(users)
        .values({
          userType: USER_TYPE.provider,
          name: rival.name,
          email: rival.email,
          mobileNumber: rival.mobileNumber,
          signupStatus: SIGNUP_STATUS.completed,
          confirmedAt: joined,
          createdAt: joined,
          updatedAt: joined,
        })
        .returning({ id: users.id });
      const [row] = await this.tx
        .insert(providers)
        .values({ userId: user.id, companyName: rival.companyName, companyType: 2, zipcode: rival.zipcode })
        .returning({ id: providers.id });
      this.rivalProviderIds.set(rival.key, row.id);
    }
  }

  private customerOf(project: DemoProject) {
    const id = this.customerIds.get(project.customer);
    if (id === undefined) throw new Error(`unknown demo customer ${project.customer}`);
    return id;
  }

  private projectIdOf(project: DemoProject) {
    const id = this.projectIds.get(project.number);
    if (id === undefined) throw new Error(`demo project ${project.number} was not written`);
    return id;
  }

  private rivalOf(key: string) {
    const id = this.rivalProviderIds.get(key);
    if (id === undefined) throw new Error(`unknown rival ${key}`);
    return id;
  }

  /** Every project, open for bids, in one INSERT (hires follow once the bids exist). */
  private async addProjects() {
    const zips = [...new Set(DEMO_PROJECTS.map((p) => p.zipcode))];
    const places = new Map(
      (await this.tx.select().from(zipCodes).where(inArray(zipCodes.zip, zips))).map((place) => [place.zip, place]),
    );
    const subTypes = await this.tx
      .select({ id: projectSubTypes.id, typeId: projectTypes.id, type: projectTypes.title, name: projectSubTypes.name })
      .from(projectSubTypes)
      .innerJoin(projectTypes, eq(projectTypes.id, projectSubTypes.projectTypeId));
    const values = DEMO_PROJECTS.map((project) => {
      const place = places.get(project.zipcode);
      const subType = subTypes.find((s) => s.type === project.serviceType && s.name === project.subType);
      if (!place || !subType) throw new Error(`demo project ${project.number}: unknown zip code or service`);
      const postedAt = this.ago(project.hoursAgo);
      const budgetCents = project.budget === null ? null : project.budget * 100;
      // As posting a project does (post-customer-project.ts): the masked copies providers see.
      const masked = maskProjectText({
        title: project.title,
        description: project.description,
        question_answers: project.questions,
        street_address: project.street,
        zipcode: place.zip,
        budget_cents: budgetCents,
      });
      return {
        publicId: demoPublicId(project.number),
        customerUserId: this.customerOf(project),
        projectTypeId: subType.typeId,
        projectSubTypeId: subType.id,
        title: project.title,
        description: project.description,
        streetAddress: project.street,
        zipcode: place.zip,
        city: place.city,
        state: place.state,
        budgetCents,
        questionAnswers: project.questions,
        maskedTitle: masked.masked_title,
        maskedDescription: masked.masked_description,
        maskedQuestionAnswers: masked.masked_question_answers,
        textMaskVersion: PROJECT_TEXT_MASK_VERSION,
        isPhoneVerified: true,
        createdAt: postedAt,
        updatedAt: postedAt,
      };
    });
    const found = await this.tx
      .insert(projects)
      .values(values)
      .returning({ id: projects.id, publicId: projects.publicId });
    for (const project of DEMO_PROJECTS) {
      const row = found.find((r) => r.publicId === demoPublicId(project.number));
      if (row) this.projectIds.set(project.number, row.id);
    }
  }

  /**
   * Photos made at seed time (no downloads), stored as uploads are: public, owned by the customer,
   * re-encoded with a thumbnail. Projects of one sub-type share its pictures, which keeps the
   * start quick (about 25 pictures for 37 projects).
   */
  private async addPhotos() {
    const byPicture = new Map<string, { fileId: number }>();
    const rows: Array<typeof projectFiles.$inferInsert> = [];
    for (const project of DEMO_PROJECTS) {
      for (let position = 0; position < project.photos; position++) {
        const pictureKey = `${project.serviceType}/${project.subType}/${position}`;
        let picture = byPicture.get(pictureKey);
        if (!picture) {
          const bytes = await demoPhoto({
            serviceType: project.serviceType,
            label: project.subType,
            variant: position,
          });
          const file = await storeUploadedBytes({
            db: this.tx as unknown as Database,
            store: this.store,
            bytes,
            filename: `${project.subType.toLowerCase().replace(/\W+/g, '-')}-${position + 1}.jpg`,
            ownerUserId: this.customerOf(project),
            accept: ['image'],
            visibility: 'public',
            log: this.log,
          });
          this.stored.push(file);
          picture = { fileId: file.id };
          byPicture.set(pictureKey, picture);
        }
        rows.push({ projectId: this.projectIdOf(project), storedFileId: picture.fileId, kind: 'image', position });
      }
    }
    if (rows.length) await this.tx.insert(projectFiles).values(rows);
  }

  /** Bids (the demo provider's and rivals'), the bookmark, then hires, completion and the review. */
  private async addBidsAndOutcomes() {
    const bidRows: Array<typeof bids.$inferInsert> = [];
    for (const project of DEMO_PROJECTS) {
      const projectId = this.projectIdOf(project);
      const bid = project.demoBid;
      if (bid) {
        const at = this.ago(bid.hoursAgo);
        bidRows.push({
          projectId,
          providerId: this.providerId,
          amountCents: (bid.type === 'fixed' ? bid.amount : bid.rate) * 100,
          bidType: bid.type === 'fixed' ? BID_TYPE.fixed : BID_TYPE.hourly,
          hours: bid.type === 'fixed' ? null : bid.hours,
          breakdown: bid.breakdown,
          createdAt: at,
          updatedAt: at,
        });
      }
      for (const rival of project.rivalBids ?? []) {
        const at = this.ago(rival.hoursAgo);
        bidRows.push({
          projectId,
          providerId: this.rivalOf(rival.rival),
          amountCents: rival.amount * 100,
          bidType: BID_TYPE.fixed,
          hours: null,
          breakdown: '',
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    const written = await this.tx
      .insert(bids)
      .values(bidRows)
      .returning({ id: bids.id, projectId: bids.projectId, providerId: bids.providerId });
    const bidIdOf = (projectId: number, providerId: number) => {
      const row = written.find((w) => w.projectId === projectId && w.providerId === providerId);
      if (!row) throw new Error('a demo bid was not written');
      return row.id;
    };

    const bookmarked = DEMO_PROJECTS.filter((p) => p.bookmarked);
    if (bookmarked.length) {
      await this.tx.insert(providerProjects).values(
        bookmarked.map((project) => ({
          providerId: this.providerId,
          projectId: this.projectIdOf(project),
          isBookmarked: true,
          createdAt: this.ago(project.hoursAgo - 1),
          updatedAt: this.ago(project.hoursAgo - 1),
        })),
      );
    }

    for (const project of DEMO_PROJECTS) {
      const outcome = project.outcome;
      if (!outcome) continue;
      const projectId = this.projectIdOf(project);
      const hiredProviderId = outcome.kind === 'awarded_to_rival' ? this.rivalOf(outcome.rival) : this.providerId;
      const hiredAt = this.ago(outcome.hiredHoursAgo);
      const completedAt = outcome.kind === 'completed' ? this.ago(outcome.completedHoursAgo) : null;
      const status: TProjectState = outcome.kind === 'completed' ? 'completed' : 'hired';
      await this.tx
        .update(projects)
        .set({
          status,
          hiredProviderId,
          hiredBidId: bidIdOf(projectId, hiredProviderId),
          hiredAt,
          completedAt,
          updatedAt: completedAt ?? hiredAt,
        })
        .where(and(eq(projects.id, projectId), eq(projects.status, 'bidding')));
      if (outcome.kind === 'awarded_to_rival') {
        await this.tell(hiredAt, {
          taskName: PROJECT_NOTIFICATION_TASK.updates,
          text: projectNotificationTexts.awardedToAnother(project.title),
          projectId,
        });
        continue;
      }
      await this.tell(hiredAt, {
        taskName: PROJECT_NOTIFICATION_TASK.hired,
        text: projectNotificationTexts.hired(project.title),
        projectId,
      });
      if (outcome.kind !== 'completed' || !completedAt) continue;
      await this.tell(completedAt, {
        taskName: PROJECT_NOTIFICATION_TASK.updates,
        text: projectNotificationTexts.completedByCustomer(project.title),
        projectId,
      });
      const reviewedAt = this.ago(outcome.review.hoursAgo);
      await this.tx.insert(reviews).values({
        providerId: this.providerId,
        customerUserId: this.customerOf(project),
        projectId,
        rating: outcome.review.rating,
        comment: outcome.review.comment,
        createdAt: reviewedAt,
      });
      await this.tell(reviewedAt, {
        taskName: REVIEW_NOTIFICATION_TASK,
        text: reviewNotificationText(this.customerNames.get(project.customer) ?? '', outcome.review.rating),
        tag: 'review',
        projectId,
      });
    }
  }

  /** 'New Project Available for Bidding' for every project in the demo provider's area and services. */
  private async notifyNewProjects() {
    const found = await rows<{
      id: number;
      title: string;
      city: string;
      state: string;
      created_at: string | Date;
    }>(
      this.tx as unknown as Database,
      sql`
      select p.id, p.title, p.city, p.state, p.created_at from projects p
      where p.id in (${sql.join([...this.projectIds.values()], sql`, `)})
        and p.zipcode in (select z.zip from provider_serviced_zipcodes z where z.provider_id = ${this.providerId})
        and p.project_sub_type_id in (
          select s.project_sub_type_id from provider_project_sub_types s where s.provider_id = ${this.providerId})`,
    );
    for (const row of found) {
      await this.tell(new Date(row.created_at), {
        taskName: PROJECT_NOTIFICATION_TASK.newProject,
        text: projectNotificationTexts.newProject(row.title, row.city, row.state),
        projectId: Number(row.id),
      });
    }
  }

  /** A notification to the demo provider through notify(), dated when its event happened. */
  private async tell(at: Date, input: { taskName: TKnownTaskName; text: string; tag?: string; projectId: number }) {
    const row = await notify(this.tx, { userId: this.providerUserId, ...input });
    this.notificationTimes.push({ id: row.id, at });
  }

  /** Dates each notification at its event; those older than two days were read an hour later. */
  private async backdateNotifications() {
    if (!this.notificationTimes.length) return;
    const readBefore = this.ago(48);
    const values = sql.join(
      this.notificationTimes.map(({ id, at }) => sql`(${id}::bigint, ${at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    await this.tx.execute(sql`
      update ${notifications} n
      set created_at = v.at,
          read_at = case when v.at < ${readBefore.toISOString()}::timestamptz then v.at + interval '1 hour' end
      from (values ${values}) as v(id, at)
      where n.id = v.id`);
  }
}
