import type { Multipart } from '@fastify/multipart';
import { USER_TYPE } from '@homebid/contracts/common';
import { ZProfileUpdate } from '@homebid/contracts/profile';
import { BID_TYPE, ZBidFields, ZCustomerProjectFields } from '@homebid/contracts/projects';
import type { Database } from '@homebid/db/client';
import { projectSubTypes, projectTypes, users } from '@homebid/db/schema';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../lib/config';
import type { Mailer } from '../../lib/mail/create-mailer';
import type { FileStore } from '../../lib/storage/file-store';
import type { AccountsContext } from '../../modules/accounts';
import {
  completeCustomerProject,
  hireProvider,
  postCustomerProject,
  reviewCustomerProject,
} from '../../modules/customer-projects';
import { type CardProcessor, createSandboxProcessor } from '../../modules/payments';
import { updateProviderProfile } from '../../modules/profile';
import { markProviderProject, placeBid } from '../../modules/projects';
import { findOwnProvider } from '../../modules/sessions';
import { type BackdatedStory, backdateDemoStory } from './backdate-demo-story';
import {
  DEMO_AREA,
  DEMO_BUSINESS,
  DEMO_COMPANY_TYPE,
  DEMO_CUSTOMERS,
  DEMO_LEADS,
  DEMO_PROJECTS,
  DEMO_PROVIDER,
  DEMO_RIVALS,
  DEMO_SERVICES,
  type DemoBid,
  type DemoProject,
  RIVAL_RADIUS,
} from './demo-catalogue';
import { demoPhoto } from './demo-photos';
import { seedDemoLeads } from './seed-demo-leads';
import { seedDemoWallet } from './seed-demo-wallet';
import {
  completeDemoProviderRegistration,
  confirmDemoRegistration,
  DemoPhones,
  demoAccountsContext,
  signUpDemoCustomer,
  startDemoRegistration,
} from './sign-up-demo-people';

/** Held while the demo provider's registration is claimed: of several processes starting at once, one seeds. */
const DEMO_SEED_LOCK = 727002;

export interface SeedDemoOptions {
  db: Database;
  /** Where the demo projects' photos are stored. */
  store: FileStore;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: Date;
}

/**
 * The demo marketplace, played through the product's own services as its people would: the demo
 * provider and three rival pros register, six customers sign up and post 37 projects around New
 * York with photos, the pros bid, the demo provider bookmarks one, customers hire (the demo provider
 * twice, a rival once), one customer confirms the job done and reviews it, and the demo provider
 * funds its wallet by card and buys three leads (two from the wallet, one by card) that it works in
 * its pipeline. The services' notifications tell everyone as they go. A last step dates
 * it all back over the past two weeks. Runs once: whoever registers the demo provider's e-mail
 * first (under an advisory lock) plays the story; any later start, or a second process starting at
 * once, finds the account and does nothing. Answers whether it seeded.
 */
export async function seedDemo(options: SeedDemoOptions): Promise<boolean> {
  const started = Date.now();
  const phones = new DemoPhones();
  const registration = await claimDemo(options, phones);
  if (!registration) return false;
  try {
    await new DemoStory(options, phones).play(registration);
  } catch (error) {
    // The demo provider's account exists, so no later start tries again.
    options.log.error({ err: error }, 'the demo marketplace stopped half-way; seed it again on an empty database');
    throw error;
  }
  options.log.info({ ms: Date.now() - started, projects: DEMO_PROJECTS.length }, 'demo marketplace seeded');
  return true;
}

/** Starts the demo provider's registration unless its e-mail is taken (then null). */
async function claimDemo(options: SeedDemoOptions, phones: DemoPhones) {
  return options.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, DEMO_PROVIDER.email))
      .limit(1);
    if (taken) return null;
    const ctx = demoAccountsContext({ ...options, db: tx as unknown as Database }, phones);
    return startDemoRegistration(ctx, DEMO_PROVIDER, DEMO_PROVIDER.password, USER_TYPE.provider);
  });
}

const HOUR_MS = 60 * 60 * 1000;
/**
 * How many projects are posted at once: a post's pictures are encoded off the main thread while
 * another post writes its rows (measured on two cores: a fifth off the seed's time).
 */
const POSTS_AT_ONCE = 3;

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, lane));
}

/** A demo photo stands in for a customer's upload, as the multipart body of the posting form carries it. */
const photoPart = (bytes: Buffer, filename: string) =>
  ({
    type: 'file',
    fieldname: 'files[]',
    filename,
    mimetype: 'image/jpeg',
    encoding: '7bit',
    file: { truncated: false },
    toBuffer: async () => bytes,
  }) as unknown as Multipart;

interface DemoProvider {
  userId: number;
  providerId: number;
}

class DemoStory {
  private readonly ctx: AccountsContext;
  private readonly processor: CardProcessor;
  private readonly now: Date;
  private demo: DemoProvider = { userId: 0, providerId: 0 };
  private readonly customers = new Map<string, number>();
  private readonly rivals = new Map<string, DemoProvider>();
  private readonly projectIds = new Map<number, number>();
  /** Bid ids by project number and bidding provider id. */
  private readonly bidIds = new Map<string, number>();
  private subTypes: Array<{ typeId: number; type: string; subTypeId: number; name: string }> = [];
  private readonly pictures = new Map<string, Buffer>();

  constructor(
    private readonly options: SeedDemoOptions,
    private readonly phones: DemoPhones,
  ) {
    this.ctx = demoAccountsContext(options, phones);
    this.processor = createSandboxProcessor(options.db);
    this.now = options.now ?? new Date();
  }

  async play(registration: { confirmation_token: string; mobile_number: string }) {
    this.subTypes = await this.loadServiceCatalogue();
    await this.registerDemoProvider(registration);
    await this.registerRivals();
    await this.signUpCustomers();
    await this.postProjects();
    await this.placeBids();
    await this.bookmark();
    await this.playOutcomes();
    await this.buyLeads();
    await backdateDemoStory(this.options.db, this.backdated());
  }

  private async loadServiceCatalogue() {
    return this.options.db
      .select({
        typeId: projectTypes.id,
        type: projectTypes.title,
        subTypeId: projectSubTypes.id,
        name: projectSubTypes.name,
      })
      .from(projectSubTypes)
      .innerJoin(projectTypes, eq(projectTypes.id, projectSubTypes.projectTypeId));
  }

  private subType(type: string, name: string) {
    const found = this.subTypes.find((s) => s.type === type && s.name === name);
    if (!found) throw new Error(`the service catalogue lacks ${type} / ${name}`);
    return found;
  }

  private async providerIdOf(userId: number) {
    return (await findOwnProvider(this.options.db, userId)).id;
  }

  /** Registration, then the profile page for what registration does not ask (website, about us). */
  private async registerDemoProvider(registration: { confirmation_token: string; mobile_number: string }) {
    const userId = await confirmDemoRegistration(this.ctx, this.phones, registration);
    const subTypeIds = Object.entries(DEMO_SERVICES).flatMap(([type, names]) =>
      names.map((name) => this.subType(type, name).subTypeId),
    );
    const business = {
      companyName: DEMO_PROVIDER.companyName,
      companyType: DEMO_COMPANY_TYPE,
      streetAddress: DEMO_PROVIDER.streetAddress,
      zipcode: DEMO_PROVIDER.zipcode,
      yearsOfBusiness: DEMO_PROVIDER.yearsOfBusiness,
      areas: [DEMO_AREA],
      subTypeIds,
      insuranceNumber: DEMO_BUSINESS.insuranceNumber,
      licenseNumber: DEMO_BUSINESS.licenseNumber,
    };
    await completeDemoProviderRegistration(this.ctx, userId, business);
    await updateProviderProfile({
      db: this.options.db,
      userId,
      input: ZProfileUpdate.parse({
        company_name: business.companyName,
        company_type: business.companyType,
        street_address: business.streetAddress,
        zipcode: business.zipcode,
        years_of_business: business.yearsOfBusiness,
        website: DEMO_BUSINESS.website,
        about_us: DEMO_BUSINESS.aboutUs,
        insurance_number: business.insuranceNumber,
        license_number: business.licenseNumber,
        project_sub_type_ids: subTypeIds,
        provider_locations_attributes: business.areas,
      }),
    });
    this.demo = { userId, providerId: await this.providerIdOf(userId) };
  }

  /** Each rival offers the sub-types of the projects it bids on. */
  private async registerRivals() {
    await inParallel(DEMO_RIVALS, DEMO_RIVALS.length, async (rival) => {
      const bidOn = DEMO_PROJECTS.filter((p) => p.rivalBids?.some((bid) => bid.rival === rival.key));
      const subTypeIds = [...new Set(bidOn.map((p) => this.subType(p.serviceType, p.subType).subTypeId))];
      const started = await startDemoRegistration(this.ctx, rival, null, USER_TYPE.provider);
      const userId = await confirmDemoRegistration(this.ctx, this.phones, started);
      await completeDemoProviderRegistration(this.ctx, userId, {
        companyName: rival.companyName,
        companyType: DEMO_COMPANY_TYPE,
        streetAddress: rival.streetAddress,
        zipcode: rival.zipcode,
        yearsOfBusiness: rival.yearsOfBusiness,
        areas: [{ zipcode: rival.zipcode, radius: RIVAL_RADIUS }],
        subTypeIds,
      });
      this.rivals.set(rival.key, { userId, providerId: await this.providerIdOf(userId) });
    });
  }

  private async signUpCustomers() {
    for (const customer of DEMO_CUSTOMERS) {
      this.customers.set(
        customer.key,
        await signUpDemoCustomer(this.ctx, this.phones, customer, DEMO_PROVIDER.password),
      );
    }
  }

  private customerOf(project: DemoProject) {
    const id = this.customers.get(project.customer);
    if (id === undefined) throw new Error(`unknown demo customer ${project.customer}`);
    return id;
  }

  private rivalOf(key: string) {
    const rival = this.rivals.get(key);
    if (!rival) throw new Error(`unknown rival ${key}`);
    return rival;
  }

  private projectIdOf(project: Pick<DemoProject, 'number'>) {
    const id = this.projectIds.get(project.number);
    if (id === undefined) throw new Error(`demo project ${project.number} was not posted`);
    return id;
  }

  private bidIdOf(project: DemoProject, providerId: number) {
    const id = this.bidIds.get(`${project.number}:${providerId}`);
    if (id === undefined) throw new Error(`no demo bid on project ${project.number} by provider ${providerId}`);
    return id;
  }

  /**
   * Photos drawn at seed time (no downloads) and uploaded with the project. Projects of one sub-type
   * show the same pictures, drawn once.
   */
  private async *photosOf(project: DemoProject): AsyncIterable<Multipart> {
    for (let position = 0; position < project.photos; position++) {
      const key = `${project.serviceType}/${project.subType}/${position}`;
      let bytes = this.pictures.get(key);
      if (!bytes) {
        bytes = await demoPhoto({ serviceType: project.serviceType, label: project.subType, variant: position });
        this.pictures.set(key, bytes);
      }
      yield photoPart(bytes, `${project.subType.toLowerCase().replace(/\W+/g, '-')}-${position + 1}.jpg`);
    }
  }

  /** Oldest first, as they came in; every provider serving the place and service hears of each. */
  private async postProjects() {
    const oldestFirst = [...DEMO_PROJECTS].sort((a, b) => b.hoursAgo - a.hoursAgo);
    await inParallel(oldestFirst, POSTS_AT_ONCE, async (project) => {
      const subType = this.subType(project.serviceType, project.subType);
      const posted = await postCustomerProject({
        db: this.options.db,
        store: this.options.store,
        config: this.options.config,
        customerUserId: this.customerOf(project),
        parts: this.photosOf(project),
        fields: ZCustomerProjectFields.parse({
          title: project.title,
          description: project.description,
          project_type_id: subType.typeId,
          project_sub_type_id: subType.subTypeId,
          street_address: project.street,
          zipcode: project.zipcode,
          budget: project.budget ?? undefined,
          question_answers: project.questions,
        }),
        log: this.options.log,
      });
      this.projectIds.set(project.number, posted.project.id);
    });
  }

  /** The demo provider's and the rivals' bids, oldest first. */
  private async placeBids() {
    const all: Array<{ project: DemoProject; providerId: number; bid: DemoBid }> = [];
    for (const project of DEMO_PROJECTS) {
      if (project.demoBid) all.push({ project, providerId: this.demo.providerId, bid: project.demoBid });
      for (const rival of project.rivalBids ?? []) {
        all.push({
          project,
          providerId: this.rivalOf(rival.rival).providerId,
          bid: { type: 'fixed', amount: rival.amount, breakdown: '', hoursAgo: rival.hoursAgo },
        });
      }
    }
    for (const { project, providerId, bid } of all.sort((a, b) => b.bid.hoursAgo - a.bid.hoursAgo)) {
      const placed = await placeBid({
        db: this.options.db,
        providerId,
        projectId: this.projectIdOf(project),
        fields: ZBidFields.parse(
          bid.type === 'fixed'
            ? { bid_amount: bid.amount, bid_type: BID_TYPE.fixed, bid_breakdown: bid.breakdown }
            : { bid_amount: bid.rate, bid_type: BID_TYPE.hourly, hours: bid.hours, bid_breakdown: bid.breakdown },
        ),
      });
      this.bidIds.set(`${project.number}:${providerId}`, placed.bid_id);
    }
  }

  private async bookmark() {
    for (const project of DEMO_PROJECTS.filter((p) => p.bookmarked)) {
      await markProviderProject({
        db: this.options.db,
        providerId: this.demo.providerId,
        projectId: this.projectIdOf(project),
        set: { isBookmarked: true },
      });
    }
  }

  /** Hires, oldest first; then the completed job is confirmed by its customer and reviewed. */
  private async playOutcomes() {
    const decided = DEMO_PROJECTS.filter((p) => p.outcome).sort(
      (a, b) => (b.outcome?.hiredHoursAgo ?? 0) - (a.outcome?.hiredHoursAgo ?? 0),
    );
    const { db, config } = this.options;
    for (const project of decided) {
      const outcome = project.outcome;
      if (!outcome) continue;
      const customerUserId = this.customerOf(project);
      const projectId = this.projectIdOf(project);
      const hired = outcome.kind === 'awarded_to_rival' ? this.rivalOf(outcome.rival).providerId : this.demo.providerId;
      await hireProvider({
        db,
        config,
        processor: this.processor,
        customerUserId,
        projectId,
        bidId: this.bidIdOf(project, hired),
      });
      if (outcome.kind !== 'completed') continue;
      await completeCustomerProject({ db, config, customerUserId, projectId });
      await reviewCustomerProject({
        db,
        config,
        customerUserId,
        projectId,
        rating: outcome.review.rating,
        comment: outcome.review.comment,
      });
    }
  }

  /** The wallet funded by the saved card, then the demo provider's leads bought from it and by the card. */
  private async buyLeads() {
    const { db, log } = this.options;
    const wallet = await seedDemoWallet({ db, providerUserId: this.demo.userId, log });
    // A wallet the provider already had is its own: the demo then buys nothing with it.
    if (!wallet) return;
    await seedDemoLeads({
      db,
      processor: this.processor,
      wallet,
      leads: DEMO_LEADS,
      projectIdOf: (number) => this.projectIdOf({ number }),
      now: this.now,
    });
  }

  /** When each thing happened, for the last step. */
  private backdated(): BackdatedStory {
    const ago = (hours: number) => new Date(this.now.getTime() - hours * HOUR_MS);
    const story: BackdatedStory = {
      joinedAt: ago(24 * 60),
      joinedUserIds: [...this.customers.values(), ...[...this.rivals.values()].map((r) => r.userId)],
      readBefore: ago(48),
      projects: [],
      bids: [],
      bookmarks: [],
    };
    for (const project of DEMO_PROJECTS) {
      const projectId = this.projectIdOf(project);
      const outcome = project.outcome;
      story.projects.push({
        projectId,
        postedAt: ago(project.hoursAgo),
        hiredAt: outcome ? ago(outcome.hiredHoursAgo) : null,
        completedAt: outcome?.kind === 'completed' ? ago(outcome.completedHoursAgo) : null,
        reviewedAt: outcome?.kind === 'completed' ? ago(outcome.review.hoursAgo) : null,
      });
      if (project.demoBid) {
        story.bids.push({ projectId, providerId: this.demo.providerId, at: ago(project.demoBid.hoursAgo) });
      }
      for (const rival of project.rivalBids ?? []) {
        story.bids.push({ projectId, providerId: this.rivalOf(rival.rival).providerId, at: ago(rival.hoursAgo) });
      }
      if (project.bookmarked) {
        story.bookmarks.push({ projectId, providerId: this.demo.providerId, at: ago(project.hoursAgo - 1) });
      }
    }
    return story;
  }
}
