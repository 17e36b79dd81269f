// The marketplace: customers' projects, providers' bids, hire and completion (spec
// 'portal-projects-leads-money.md' §2–§5, §7; 'portal-access-profile-chat-works.md' §2 Dashboard, §4;
// CONTRACT §5). Texts in quotes in the specifications are kept verbatim here.

import { z } from 'zod';
import { ZChosenId, ZId, ZIdParam, ZZipcode } from './common';
import { ZLeadPipelineCounts } from './lead-pipeline';
import { ZProjectLeadFields } from './leads';
import { ZProCard } from './pros';
import { dollarsToCents, isWholeCents, walletMessages, wholeCents } from './wallet';

// ── One status model for both readings of spec §4 ────────────────────────────────────────────────
// A project moves bidding → hired → completed, or (from hired) → cancellation requested → cancelled.
// The detail's numeric `project_status` and the cards' `status` number are two codes of one state.
export const PROJECT_STATES = ['bidding', 'hired', 'completed', 'cancellation_requested', 'cancelled'] as const;
export type TProjectState = (typeof PROJECT_STATES)[number];

/** The detail's `project_status`: 2 bidding phase, 4 hired / in progress, 5 completed (spec §4). */
export const DETAIL_STATUS: Record<TProjectState, number> = {
  bidding: 2,
  hired: 4,
  completed: 5,
  cancellation_requested: 6,
  cancelled: 9,
};

/** The cards' `status`: 2 lead available / Bid Now, 3 Hired, 4 Completed, 6 Cancellation Requested, 9 Cancelled. */
export const CARD_STATUS: Record<TProjectState, number> = {
  bidding: 2,
  hired: 3,
  completed: 4,
  cancellation_requested: 6,
  cancelled: 9,
};

/** The label a card shows for its status number (spec 'access' §4); other numbers show none. */
export function cardStatusLabel(status: number, isLeadPurchased: boolean): string | null {
  switch (status) {
    case CARD_STATUS.bidding:
      return isLeadPurchased ? 'Bid Now' : 'Lead available';
    case CARD_STATUS.hired:
      return 'Hired';
    case CARD_STATUS.completed:
      return 'Completed';
    case CARD_STATUS.cancellation_requested:
      return 'Cancellation Requested';
    case CARD_STATUS.cancelled:
      return 'Cancelled';
    default:
      return null;
  }
}

/** Spec §5: bid type code sent: hourly is 1, otherwise 0 (fixed). */
export const BID_TYPE = { fixed: 0, hourly: 1 } as const;
/** The label of a bid's status while its project is open for bids (spec §4). */
export const BID_STATUS_IN_BIDDING = 'In-Bidding';

/** Question types (spec §3): 4 yes/no; 6 a list of choices; 7 measurements JSON; others plain text. */
export const QUESTION_TYPE = { text: 1, yesNo: 4, choices: 6, measurements: 7 } as const;

/** Where the project detail was opened from, and where its back link goes (spec §2). */
export const PROJECT_DETAIL_FROM = ['dashboard', 'leads', 'my_projects', 'projects', 'lead_projects'] as const;
export type TProjectDetailFrom = (typeof PROJECT_DETAIL_FROM)[number];

/** Spec §1 support text: the fee the customer pays up front, by bid amount. */
export const BID_FEE_TIERS = [
  { up_to: 1000, percent: 5 },
  { up_to: 2000, percent: 25 },
  { up_to: 3000, percent: 35 },
  { up_to: 4000, percent: 45 },
] as const;
/** Above the last tier the last tier's rate applies (the support text stops at 4000). */
export const BID_FEE_TOP_PERCENT = 45;

/** The total of a bid in cents: hourly rate × hours, or the fixed amount. */
export const bidTotalCents = (amountCents: number, hours: number | null) =>
  Math.round(hours === null ? amountCents : amountCents * hours);

/** The fee on a bid amount, in cents, by the tiers above. */
export function bidFeeCents(amountCents: number): number {
  const tier = BID_FEE_TIERS.find((t) => amountCents <= t.up_to * 100);
  return Math.round((amountCents * (tier?.percent ?? BID_FEE_TOP_PERCENT)) / 100);
}

export const BID_LIMITS = { maxAmount: 1_000_000, maxHours: 10_000, maxBreakdown: 2000 } as const;
export const PROJECT_LIMITS = {
  maxTitle: 120,
  maxDescription: 5000,
  maxBudget: 10_000_000,
  maxQuestions: 50,
  maxFiles: 10,
  maxReason: 1000,
} as const;
/** Spec §2: the Available Projects date filter defaults to the last 7 days. */
export const DEFAULT_DATE_RANGE_DAYS = 7;

export const projectTexts = {
  noServiceAreas:
    'You do not have any service areas configured. Go to your settings to do this now to see the projects available in your area.',
  goToSettings: 'Go to settings',
  noProjects: 'There are currently no available projects in your serviced zip codes.',
  expandCoverage: 'Expand your coverage area to see more available projects.',
  notFound: 'Project you are looking for is temporarily unavailable',
  notFoundShort: 'Project not found',
  noLeads: 'No results found',
  bidNow: 'Bid Now',
  editBid: 'Edit Bid',
  hourlyBid: 'Hourly Bid',
  fixedBid: 'Fixed Bid',
  cannotBid: 'You can not bid the project!',
  okay: 'Okay',
  markComplete: 'Mark Complete',
  cancel: 'Cancel',
  inBiddingEmpty: 'You have no bids on open projects yet. Find a project and bid on it.',
  hiredEmpty: 'No hired projects yet. When a customer hires you, the job shows here.',
  completedEmpty: 'No completed projects yet.',
  bookmarksEmpty: 'No bookmarked projects. Bookmark a project to find it here later.',
} as const;

export const projectMessages = {
  bidAmountEmpty: 'Enter bid amount',
  hoursEmpty: 'Enter number of hours',
  bidAmountInvalid: `Enter a bid amount between 1 and ${BID_LIMITS.maxAmount.toLocaleString('en-US')}`,
  hoursInvalid: `Enter hours between 1 and ${BID_LIMITS.maxHours.toLocaleString('en-US')}`,
  breakdownTooLong: `Keep the bid breakdown under ${BID_LIMITS.maxBreakdown} characters`,
  bidPlaced: 'Bid placed successfully',
  bidUpdated: 'Bid updated successfully',
  bidDeleted: 'Bid deleted successfully',
  projectIgnored: 'Project removed from your list',
  bookmarked: 'Project bookmarked',
  unbookmarked: 'Bookmark removed',
  notOpenForBids: 'This project is no longer open for bids.',
  bidNotFound: 'Bid not found.',
  alreadyBid: 'You have already bid on this project: edit your bid instead.',
  markedComplete: 'Project marked as completed',
  notHired: 'Only the hired provider can do this while the job is in progress.',
  cancellationRequested: 'Cancellation requested',
  reasonEmpty: 'Tell us why you want to cancel',
  reasonTooLong: `Keep the reason under ${PROJECT_LIMITS.maxReason} characters`,
  titleEmpty: 'Enter a project title',
  descriptionEmpty: 'Describe the project',
  subTypeInvalid: 'Choose a service type and sub-type',
  budgetInvalid: 'Enter a budget in dollars',
  addressEmpty: 'Enter the street address',
  projectPosted: 'Project posted successfully',
  /**
   * Told to the customer with every project posted (CONTRACT §5): contact details typed into a project
   * are masked for every provider until it buys the lead or is hired.
   */
  contactDetailsNotice: 'Contact details are shared only with pros who unlock your lead or are hired.',
  phoneNotVerified: 'Verify your mobile number before posting a project.',
  bidToHireNotFound: 'That bid is not on this project.',
  hired: 'Provider hired successfully',
  alreadyHired: 'A provider is already hired for this project.',
  completed: 'Project completed',
  notCompleted: 'You can review the provider once the job is completed.',
  alreadyReviewed: 'You have already reviewed this project.',
  reviewSaved: 'Thank you for your review',
  ratingInvalid: 'Choose a rating from 1 to 5 stars',
} as const;

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────────

/** Money in JSON: dollars with two decimals (CONTRACT §3); cents in the database. */
const ZDollars = z.number();

/** Measurements answer (question type 7). */
export const ZMeasurement = z.object({
  title: z.string().max(200),
  measuring_length: z
    .union([z.number(), z.string().max(50)])
    .nullable()
    .optional(),
  measuring_breadth: z
    .union([z.number(), z.string().max(50)])
    .nullable()
    .optional(),
  measuring_height: z
    .union([z.number(), z.string().max(50)])
    .nullable()
    .optional(),
  unit: z.string().max(20).optional(),
});
export type TMeasurement = z.infer<typeof ZMeasurement>;

export const ZQuestionAnswer = z.object({
  question: z.string(),
  /** 4: boolean; 6: list of choices; 7: measurements; otherwise text. */
  answer: z.union([z.boolean(), z.string(), z.array(z.string()), z.array(ZMeasurement), ZMeasurement]),
  question_type: z.number().int(),
});
export type TQuestionAnswer = z.infer<typeof ZQuestionAnswer>;

/** A question answer as a customer posts it: the answer's shape must fit its type. */
export const ZQuestionAnswerInput = z
  .object({
    question: z.string().trim().min(1).max(300),
    answer: z.unknown(),
    question_type: z.number().int().min(0).max(99),
  })
  .transform((value, ctx) => {
    const answer = parseAnswer(value.question_type, value.answer);
    if (answer === undefined) {
      ctx.addIssue({ code: 'custom', message: customerProjectMessages.answerWrongType(value.question) });
      return z.NEVER;
    }
    return { ...value, answer };
  });

function parseAnswer(type: number, answer: unknown): TQuestionAnswer['answer'] | undefined {
  if (type === QUESTION_TYPE.yesNo) {
    if (typeof answer === 'boolean') return answer;
    if (answer === 'true' || answer === 'yes') return true;
    if (answer === 'false' || answer === 'no') return false;
    return undefined;
  }
  if (type === QUESTION_TYPE.choices) {
    const list = z.array(z.string().max(200)).max(50).safeParse(answer);
    return list.success ? list.data : undefined;
  }
  if (type === QUESTION_TYPE.measurements) {
    const parsed = typeof answer === 'string' ? safeJson(answer) : answer;
    const one = ZMeasurement.safeParse(parsed);
    if (one.success) return one.data;
    const many = z.array(ZMeasurement).max(20).safeParse(parsed);
    return many.success ? many.data : undefined;
  }
  return typeof answer === 'string' && answer.length <= 2000 ? answer : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One photo or video of a project. */
export const ZProjectFile = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  kind: z.enum(['image', 'video']),
});
export type TProjectFile = z.infer<typeof ZProjectFile>;

/** A project card (spec §3 Project card). */
export const ZProjectCard = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  project_image_url: z.string().nullable(),
  created_at: z.string(),
  status: z.number().int(),
  project_type: z.string(),
  project_sub_type: z.string(),
  city: z.string(),
  state: z.string(),
  project_post_type: z.string(),
  lead_purchased: z.boolean(),
  bookmarked_by_current_provider: z.boolean(),
  budget: ZDollars.nullable(),
  bid_amount: ZDollars.nullable(),
  bid_type: z.number().int().nullable(),
  hours: z.number().nullable(),
  /** Providers who bid so far (never their amounts: the auction is blind). */
  no_of_bids: z.number().int(),
  /** Miles from the nearest centre of the provider's service areas (available lists). */
  distance_miles: z.number().nullable(),
  /** What buying this lead costs the provider (its Pro+ discount applied); null once bought. */
  lead_price: ZDollars.nullable(),
  /** What became of the provider's lead purchase (leads' leadOutcome); null without one or while nothing happened. */
  lead_outcome: z.string().nullable(),
});
export type TProjectCard = z.infer<typeof ZProjectCard>;

export const ZProjectList = z.object({ projects: z.array(ZProjectCard) });
export type TProjectList = z.infer<typeof ZProjectList>;

/** The provider's own bid on a project. */
export const ZBidDetail = z.object({
  bid_id: z.number().int(),
  bid_amount: ZDollars,
  bid_type: z.number().int(),
  hours: z.number().nullable(),
  /** Hourly: rate × hours; fixed: the amount. */
  total_amount: ZDollars,
  bid_breakdown: z.string(),
  status: z.string(),
  /** The fee the customer pays up front on this bid (spec §1 scale), and its rate. */
  fee_amount: ZDollars,
  fee_percent: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBidDetail = z.infer<typeof ZBidDetail>;

/** GET /v2/providers/projects/{id}: the project as the provider may see it (spec §3 Project detail). */
export const ZProjectDetail = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  public_project_id: z.string(),
  title: z.string(),
  description: z.string(),
  project_type: z.string(),
  project_sub_type: z.string(),
  budget: ZDollars.nullable(),
  created_at: z.string(),
  published_date: z.string(),
  /** City, state and zip; the street too only after hire or lead purchase. */
  full_address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  consumer_name: z.string(),
  consumer_avatar_url: z.string().nullable(),
  /** Only once the provider may contact the customer (CONTRACT §5), else null. */
  consumer_mobile: z.string().nullable(),
  consumer_email: z.string().nullable(),
  consumer_phone_verified: z.boolean(),
  can_provider_contact_customer: z.boolean(),
  lead_purchased: z.boolean(),
  /** Detail numeric status (DETAIL_STATUS) and the card number of the same state. */
  project_status: z.number().int(),
  status: z.number().int(),
  is_hired: z.boolean(),
  no_of_bids: z.number().int(),
  bookmarked_by_current_provider: z.boolean(),
  question_answers: z.array(ZQuestionAnswer),
  files: z.array(ZProjectFile),
  project_all_images_url: z.array(z.string()),
  project_all_videos_url: z.array(z.string()),
  project_thumbnail: z.string().nullable(),
  bid_detail: ZBidDetail.nullable(),
  bid_amount: ZDollars.nullable(),
  bid_type: z.number().int().nullable(),
  hours: z.number().nullable(),
  bid_id: z.number().int().nullable(),
  distance_miles: z.number().nullable(),
  /** The lead card: price, discount, unlocks, age, refund state (packages/contracts/src/leads.ts). */
  ...ZProjectLeadFields.shape,
});
export type TProjectDetail = z.infer<typeof ZProjectDetail>;

/** GET /projects/{id}/get_project_videos. */
export const ZProjectVideos = z.object({ videos: z.array(ZProjectFile) });

/** GET /get_bid_commission_details: the fee scale the server applies. */
export const ZBidCommission = z.object({
  tiers: z.array(z.object({ up_to: z.number(), percent: z.number() })),
  above_top_percent: z.number(),
  note: z.string(),
});
export type TBidCommission = z.infer<typeof ZBidCommission>;

/** The bid form's multipart fields (spec §3 Bid form); numbers arrive as strings. */
const ZNumberField = (emptyMessage: string, invalidMessage: string, max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: emptyMessage })
    .refine((value) => value !== '', { error: emptyMessage, abort: true })
    .transform(Number)
    .refine((value) => Number.isFinite(value) && value > 0 && value <= max, { error: invalidMessage, abort: true });

export const ZBidFields = z
  .object({
    bid_amount: wholeCents(
      ZNumberField(projectMessages.bidAmountEmpty, projectMessages.bidAmountInvalid, BID_LIMITS.maxAmount),
    ),
    bid_type: z
      .union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)])
      .optional()
      .transform((value) => (Number(value ?? 0) === BID_TYPE.hourly ? BID_TYPE.hourly : BID_TYPE.fixed)),
    hours: z.union([z.number(), z.string().trim()]).optional(),
    bid_breakdown: z
      .string()
      .trim()
      .max(BID_LIMITS.maxBreakdown, projectMessages.breakdownTooLong)
      .optional()
      .default(''),
  })
  .transform((value, ctx) => {
    let hours: number | null = null;
    if (value.bid_type === BID_TYPE.hourly) {
      if (value.hours === undefined || value.hours === '') {
        ctx.addIssue({ code: 'custom', message: projectMessages.hoursEmpty, path: ['hours'] });
        return z.NEVER;
      }
      hours = Number(value.hours);
      if (!Number.isFinite(hours) || hours <= 0 || hours > BID_LIMITS.maxHours) {
        ctx.addIssue({ code: 'custom', message: projectMessages.hoursInvalid, path: ['hours'] });
        return z.NEVER;
      }
    }
    return { bidAmount: value.bid_amount, bidType: value.bid_type, hours, breakdown: value.bid_breakdown };
  });
export type TBidFields = z.output<typeof ZBidFields>;

export const ZProjectIdParams = z.object({ project_id: ZIdParam });
export const ZBidParams = z.object({ project_id: ZIdParam, bid_id: ZIdParam });

const ZDateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use dates as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Use dates as YYYY-MM-DD');

/** The Available Projects orders: Newest, Nearest, Budget (highest first), Fewest bids. */
export const AVAILABLE_SORTS = ['newest', 'nearest', 'budget', 'fewest_bids'] as const;
export type TAvailableSort = (typeof AVAILABLE_SORTS)[number];
export const AVAILABLE_SORT_LABELS: Record<TAvailableSort, string> = {
  newest: 'Newest',
  nearest: 'Nearest',
  budget: 'Budget',
  fewest_bids: 'Fewest bids',
};
/** Available Projects come in pages of this many cards. */
export const AVAILABLE_PAGE_SIZE = 30;
/** The widest Distance filter, in miles. */
export const MAX_DISTANCE_MILES = 500;

export const availableFilterMessages = {
  sortInvalid: `Choose a sort order: ${AVAILABLE_SORTS.map((sort) => AVAILABLE_SORT_LABELS[sort]).join(', ')}`,
  budgetInvalid: `Enter a budget between 0 and ${PROJECT_LIMITS.maxBudget.toLocaleString('en-US')} dollars`,
  budgetRange: 'The minimum budget must not be more than the maximum',
  distanceInvalid: `Enter a distance between 1 and ${MAX_DISTANCE_MILES} miles`,
  pageInvalid: 'Enter a page number from 1',
} as const;

/** A whole number from a query string, within min..max, with one person's text for anything else. */
const ZWholeParam = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message, abort: true })
    .min(min, { error: message, abort: true })
    .max(max, { error: message });

/** The Available Projects order (and a saved search's). */
export const ZAvailableSort = z.enum(AVAILABLE_SORTS, { error: availableFilterMessages.sortInvalid });
/** A Budget filter bound in whole dollars (the list's and a saved search's). */
export const ZBudgetBound = ZWholeParam(0, PROJECT_LIMITS.maxBudget, availableFilterMessages.budgetInvalid);
/** The Distance filter in miles (the list's and a saved search's). */
export const ZDistanceBound = ZWholeParam(1, MAX_DISTANCE_MILES, availableFilterMessages.distanceInvalid);
/** Both Budget bounds set and the minimum above the maximum. */
export const isBudgetRangeReversed = (bounds: { min_budget?: number | null; max_budget?: number | null }) =>
  bounds.min_budget != null && bounds.max_budget != null && bounds.min_budget > bounds.max_budget;

/** GET /v2/providers/projects: the Available Projects filters (spec §2), order and page. */
export const ZAvailableProjectsQuery = z
  .object({
    search: z.string().trim().max(120).optional(),
    start_date: ZDateParam.optional(),
    end_date: ZDateParam.optional(),
    /** A city of the provider's areas, or absent for all. */
    location: z.string().trim().max(120).optional(),
    sort: ZAvailableSort.optional(),
    /** Budget bounds in whole dollars, both inclusive; a project without a budget matches neither. */
    min_budget: ZBudgetBound.optional(),
    max_budget: ZBudgetBound.optional(),
    /** Miles from the nearest centre of the provider's service areas. */
    max_distance: ZDistanceBound.optional(),
    page: ZWholeParam(1, 100_000, availableFilterMessages.pageInvalid).optional(),
  })
  .refine((query) => !isBudgetRangeReversed(query), {
    error: availableFilterMessages.budgetRange,
    path: ['min_budget'],
  });
export type TAvailableProjectsQuery = z.output<typeof ZAvailableProjectsQuery>;

/**
 * An Available Projects card: the project card and the centre of the project's zip code, rounded to
 * MAP_COORDINATE_DECIMALS (public zip-level data for the map, never the customer's address); null
 * when the zip code list has no centre for it.
 */
export const ZAvailableProjectCard = ZProjectCard.extend({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TAvailableProjectCard = z.infer<typeof ZAvailableProjectCard>;

/** Decimals of the map's coordinates: 0.01° is about a kilometre, coarser than any street. */
export const MAP_COORDINATE_DECIMALS = 2;

/** One of the provider's service areas as the map draws it: the circle of `radius` miles around its zip code's centre. */
export const ZMapServiceArea = z.object({
  zipcode: z.string(),
  city: z.string().nullable(),
  radius: z.number(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TMapServiceArea = z.infer<typeof ZMapServiceArea>;

/** GET /v2/providers/projects, data. */
export const ZAvailableProjects = z.object({
  /** One page of the matches (AVAILABLE_PAGE_SIZE cards at most). */
  available: z.array(ZAvailableProjectCard),
  /** How many projects match the filters, on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The provider's area cities for the Location filter. */
  locations: z.array(z.string()),
  has_service_areas: z.boolean(),
  /** The provider's service areas in their order, for the map. */
  service_areas: z.array(ZMapServiceArea),
});
export type TAvailableProjects = z.infer<typeof ZAvailableProjects>;

export const ZRelatedProjectsQuery = z.object({ project_id: ZIdParam });
export const ZRelatedProjects = z.object({ related_projects: z.array(ZProjectCard) });

/** POST /cancellation_request (spec §7). */
export const ZCancellationRequest = z.object({
  description: z
    .string({ error: projectMessages.reasonEmpty })
    .trim()
    .min(1, { error: projectMessages.reasonEmpty, abort: true })
    .max(PROJECT_LIMITS.maxReason, projectMessages.reasonTooLong),
  requested_user_type: z.coerce.number().int().optional(),
  status: z.coerce.number().int().optional(),
  project_id: ZIdParam,
  provider_project_id: ZIdParam.optional(),
});

/** The dashboard (spec 'access' §3 Dashboard data). */
export const ZDashboard = z.object({
  provider_stats: z.object({
    /** Dollars the provider saved on lead fees (Pro+ discounts and refunds). */
    saved: ZDollars,
    project_interactions: z.number().int(),
    project_completed: z.number().int(),
  }),
  activities: z.array(ZProjectCard),
  /** Purchased leads by the provider's pipeline status. */
  lead_pipeline: ZLeadPipelineCounts,
  my_projects: z.array(ZProjectCard),
  projectAvailable: z.array(ZProjectCard),
  video_url: z.string().nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;

export const ZDashboardQuery = z.object({
  project_type_id: ZIdParam.optional(),
  project_sub_type_id: ZIdParam.optional(),
});

// ── The customer side (CONTRACT §5) ───────────────────────────────────────────────────────────────

/** POST /v2/customers/projects: multipart fields (files[] beside them). */
export const ZCustomerProjectFields = z.object({
  title: z
    .string({ error: projectMessages.titleEmpty })
    .trim()
    .min(1, { error: projectMessages.titleEmpty, abort: true })
    .max(PROJECT_LIMITS.maxTitle),
  description: z
    .string({ error: projectMessages.descriptionEmpty })
    .trim()
    .min(1, { error: projectMessages.descriptionEmpty, abort: true })
    .max(PROJECT_LIMITS.maxDescription),
  project_type_id: ZChosenId(projectMessages.subTypeInvalid),
  project_sub_type_id: ZChosenId(projectMessages.subTypeInvalid),
  street_address: z
    .string({ error: projectMessages.addressEmpty })
    .trim()
    .min(1, { error: projectMessages.addressEmpty, abort: true })
    .max(200),
  zipcode: ZZipcode,
  budget: z
    .union([z.number(), z.string().trim()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return null;
      const dollars = Number(value);
      if (!Number.isFinite(dollars) || dollars < 0 || dollars > PROJECT_LIMITS.maxBudget) {
        ctx.addIssue({ code: 'custom', message: projectMessages.budgetInvalid });
        return z.NEVER;
      }
      if (!isWholeCents(dollars)) {
        ctx.addIssue({ code: 'custom', message: walletMessages.tooManyDecimals });
        return z.NEVER;
      }
      return dollarsToCents(dollars);
    }),
  /** A JSON array (multipart sends it as text). */
  question_answers: z
    .union([z.string(), z.array(z.unknown())])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return [];
      const list = typeof value === 'string' ? safeJson(value) : value;
      if (!Array.isArray(list)) {
        ctx.addIssue({ code: 'custom', message: 'question_answers must be a JSON list.' });
        return z.NEVER;
      }
      return list;
    })
    .pipe(z.array(ZQuestionAnswerInput).max(PROJECT_LIMITS.maxQuestions)),
});
export type TCustomerProjectFields = z.output<typeof ZCustomerProjectFields>;

// ── What the customer sees of the bids ───────────────────────────────────────────────

/** Where a bid's price sits: against the other bids' median, and against the customer's budget. */
export const PRICE_POSITIONS = ['below', 'within', 'above'] as const;
export type TPricePosition = (typeof PRICE_POSITIONS)[number];
/** A price within this share of the reference (10%) counts as 'within'. */
export const PRICE_POSITION_BAND = 0.1;

/** Where `amount` sits against `reference` (both in cents); null without a reference. */
export function pricePosition(amount: number, reference: number | null): TPricePosition | null {
  if (reference === null || reference <= 0) return null;
  if (amount < reference * (1 - PRICE_POSITION_BAND)) return 'below';
  if (amount > reference * (1 + PRICE_POSITION_BAND)) return 'above';
  return 'within';
}

export const ZPriceSignal = z.object({
  /** Against the median of the project's other bids (null when it is the only bid). */
  vs_bids: z.enum(PRICE_POSITIONS).nullable(),
  /** Against the customer's budget (null without a budget). */
  vs_budget: z.enum(PRICE_POSITIONS).nullable(),
});
export type TPriceSignal = z.infer<typeof ZPriceSignal>;

export const priceSignalTexts = {
  vs_bids: { below: 'Lower than most bids', within: 'Typical price', above: 'Higher than most bids' },
  vs_budget: { below: 'Below your budget', within: 'Near your budget', above: 'Above your budget' },
} as const satisfies Record<keyof TPriceSignal, Record<TPricePosition, string>>;

/** A bid as the customer sees it on their project (CONTRACT §5). */
export const ZCustomerBid = z.object({
  bid_id: z.number().int(),
  provider_id: z.number().int(),
  provider_name: z.string(),
  bid_amount: ZDollars,
  bid_type: z.number().int(),
  hours: z.number().nullable(),
  bid_breakdown: z.string(),
  /** Fixed: the amount; hourly: rate × hours (the rate alone when no hours were given). */
  total_amount: ZDollars,
  /** What the customer pays up front to log the job (spec §1). */
  fee_amount: ZDollars,
  created_at: z.string(),
  /** The pro's public card. */
  provider: ZProCard,
  /** Miles from the project's zip code to the pro's nearest service-area centre; null when unknown. */
  distance_miles: z.number().nullable(),
  price_signal: ZPriceSignal,
  /** Messages from this pro on the project the customer has not read. */
  unread_messages: z.number().int(),
  /** True once this pro may be written to (bid, bought the lead, hired or wrote first: CONTRACT §5). */
  can_message: z.boolean(),
});
export type TCustomerBid = z.infer<typeof ZCustomerBid>;

/** How a customer's project reads on their side: 'closed' is closed by the customer before a hire. */
export const CUSTOMER_PROJECT_STATUSES = ['open', 'hired', 'completed', 'cancelled', 'closed'] as const;
export type TCustomerProjectStatus = (typeof CUSTOMER_PROJECT_STATUSES)[number];
export const customerProjectStatusLabels: Record<TCustomerProjectStatus, string> = {
  open: 'Open for bids',
  hired: 'Hired',
  completed: 'Completed',
  cancelled: 'Cancelled',
  closed: 'Closed',
};

/** The hired pro's contact details: on the customer's project once hired, never before. */
export const ZHiredProContact = z.object({
  provider_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});

export const ZCustomerProject = z.object({
  id: z.number().int(),
  public_project_id: z.string(),
  title: z.string(),
  description: z.string(),
  project_type: z.string(),
  project_sub_type: z.string(),
  street_address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  budget: ZDollars.nullable(),
  project_state: z.enum(PROJECT_STATES),
  project_status: z.number().int(),
  phone_verified: z.boolean(),
  question_answers: z.array(ZQuestionAnswer),
  files: z.array(ZProjectFile),
  hired_provider_id: z.number().int().nullable(),
  hired_bid_id: z.number().int().nullable(),
  is_reviewed: z.boolean(),
  created_at: z.string(),
  bids: z.array(ZCustomerBid),
  /** The customer's reading of project_state (closed: closed before a hire). */
  status: z.enum(CUSTOMER_PROJECT_STATUSES),
  bid_count: z.number().int(),
  /** Unread messages from pros on this project, all conversations. */
  unread_messages: z.number().int(),
  /** Title, description, budget, address and answers may change while no one is hired and it is open. */
  can_edit: z.boolean(),
  /** Set once a pro is hired. */
  hired_pro: ZHiredProContact.nullable(),
  /** True when the hired pro marked the job complete and the customer has yet to confirm it. */
  awaiting_confirmation: z.boolean(),
});
export type TCustomerProject = z.infer<typeof ZCustomerProject>;

export const ZCustomerProjectAnswer = z.object({ project: ZCustomerProject });
/** The answer to posting a project: the project, and what pros see of the contact details typed into it. */
export const ZPostCustomerProjectAnswer = ZCustomerProjectAnswer.extend({
  /** projectMessages.contactDetailsNotice. */
  contact_details_notice: z.string(),
  /** True when the title, description or an answer carried contact details, which pros see masked. */
  contact_details_masked: z.boolean(),
});
export type TPostCustomerProjectAnswer = z.infer<typeof ZPostCustomerProjectAnswer>;
export const ZCustomerProjectList = z.object({ projects: z.array(ZCustomerProject) });
export const ZIdParams = z.object({ id: ZIdParam });

/** PATCH /v2/customers/projects/:id: what may change while the project is open (every field optional). */
export const ZCustomerProjectEdit = ZCustomerProjectFields.pick({
  title: true,
  description: true,
  street_address: true,
  budget: true,
  question_answers: true,
}).partial();
export type TCustomerProjectEdit = z.output<typeof ZCustomerProjectEdit>;
export const ZHireRequest = z.object({ bid_id: ZId });
export const ZCustomerReviewRequest = z.object({
  ratings: z.coerce
    .number({ error: projectMessages.ratingInvalid })
    .int(projectMessages.ratingInvalid)
    .min(1, projectMessages.ratingInvalid)
    .max(5, projectMessages.ratingInvalid),
  description: z.string().trim().max(2000).optional().default(''),
});

/** The customer side's own refusals (the texts above cover the rest). */
export const customerProjectMessages = {
  tooManyFiles: `Attach at most ${PROJECT_LIMITS.maxFiles} photos or videos.`,
  notInProgress: 'You can confirm completion once a pro is hired for the project.',
  notEditable: 'A project can be changed only while it is open for bids and no pro is hired.',
  notClosable: 'Only a project still open for bids can be closed.',
  closed: 'Project closed. Pros can no longer bid on it.',
  edited: 'Project updated',
  /** An answer to a catalogue question (GET /question_list) of another type than the question's. */
  answerWrongType: (question: string) => `The answer to "${question}" does not fit its question type.`,
  /** A choices answer with a value the catalogue question does not offer. */
  answerNotAnOption: (question: string) => `Choose the answer to "${question}" from the options offered.`,
  /** More than one choice for a catalogue question that takes one. */
  answerOneOption: (question: string) => `Choose one answer to "${question}".`,
} as const;

/** Task names of the marketplace's notifications (spec 'access' §3: they pick the icon and the link). */
export const PROJECT_NOTIFICATION_TASK = {
  newProject: 'New Project Available for Bidding',
  hired: 'You are Hired!',
  updates: 'Project Updates',
} as const;

/** The texts of the notifications a customer's actions send to providers. */
export const projectNotificationTexts = {
  newProject: (title: string, city: string, state: string) => `New project near you: ${title} in ${city}, ${state}`,
  hired: (title: string) => `You are hired for ${title}`,
  awardedToAnother: (title: string) => `${title} was awarded to another pro`,
  completedByCustomer: (title: string) => `The customer confirmed ${title} is complete`,
  completedByProvider: (title: string) => `Your pro marked ${title} as completed`,
  cancellationRequested: (title: string) => `Your pro asked to cancel ${title}`,
  closedByCustomer: (title: string) => `The customer closed ${title}: it no longer takes bids`,
} as const;
