// Saved searches with alerts: a provider names the Available Projects filters (title words,
// location, service, order, budget and distance) and the channels; a new project matching one
// tells the provider once.
import { z } from 'zod';
import { ZFlag, ZId } from './common';
import {
  AVAILABLE_SORTS,
  availableFilterMessages,
  isBudgetRangeReversed,
  ZAvailableSort,
  ZBudgetBound,
  ZDistanceBound,
} from './projects';
import './zod-config';

export const SAVED_SEARCH_LIMITS = {
  /** The most saved searches one provider keeps. */
  maxPerProvider: 20,
  nameMax: 60,
  wordsMax: 120,
  locationMax: 120,
} as const;

/** The task name of a saved search's alert (its title, link, icon and settings row are in notifications.ts). */
export const SAVED_SEARCH_MATCH_TASK = 'Saved Search Match';

export const savedSearchMessages = {
  created: 'Search saved. We will tell you when a new project matches it.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
  notFound: 'This saved search does not exist.',
  tooMany: `You can keep up to ${SAVED_SEARCH_LIMITS.maxPerProvider} saved searches. Delete one to save another.`,
  nameRequired: 'Give the search a name.',
  nameTooLong: `Keep the name within ${SAVED_SEARCH_LIMITS.nameMax} characters.`,
  wordsTooLong: `Keep the title words within ${SAVED_SEARCH_LIMITS.wordsMax} characters.`,
  locationTooLong: `Keep the location within ${SAVED_SEARCH_LIMITS.locationMax} characters.`,
  subTypeInvalid: 'Choose one of the services you offer.',
} as const;

/** The alert's text: which search matched which project. */
export const savedSearchNotificationText = (name: string, title: string, city: string, state: string) =>
  `“${name}” matches a new project: ${title} in ${city}, ${state}`;

const ZName = z
  .string({ error: savedSearchMessages.nameRequired })
  .trim()
  .min(1, savedSearchMessages.nameRequired)
  .max(SAVED_SEARCH_LIMITS.nameMax, savedSearchMessages.nameTooLong);

/** One saved search. Empty `search` and null `location` / `project_sub_type_id` match any. */
export const ZSavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Words the project's title contains (as the Available Projects title filter). */
  search: z.string(),
  /** A city of the provider's areas, or null for all. */
  location: z.string().nullable(),
  project_sub_type_id: z.number().int().nullable(),
  /** The service's name, or null for any of the provider's services. */
  project_sub_type: z.string().nullable(),
  /** The Available Projects order the search opens with (alerts do not depend on it). */
  sort: z.enum(AVAILABLE_SORTS),
  /** Budget bounds in whole dollars, both inclusive, or null; with either, a project without a budget never matches. */
  min_budget: z.number().int().nullable(),
  max_budget: z.number().int().nullable(),
  /** Miles from the nearest centre of the provider's areas, or null for anywhere in them. */
  max_distance: z.number().int().nullable(),
  push_notification: z.boolean(),
  sms_notification: z.boolean(),
  email_notification: z.boolean(),
  /** ISO 8601 UTC. */
  created_at: z.string(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

/** GET /saved_searches, data. */
export const ZSavedSearchList = z.object({ saved_searches: z.array(ZSavedSearch), max: z.number().int() });
export type TSavedSearchList = z.infer<typeof ZSavedSearchList>;

/**
 * POST /saved_searches: the name, the filters and the channels (a channel left out is on for push
 * and e-mail, off for SMS). Sort, budget and distance are checked as the Available Projects query's;
 * a bound left out or null is no bound.
 */
export const ZSavedSearchCreate = z
  .object({
    name: ZName,
    search: z.string().trim().max(SAVED_SEARCH_LIMITS.wordsMax, savedSearchMessages.wordsTooLong).optional(),
    location: z.string().trim().max(SAVED_SEARCH_LIMITS.locationMax, savedSearchMessages.locationTooLong).optional(),
    /** One of the provider's services; absent for any of them. */
    project_sub_type_id: ZId.optional(),
    sort: ZAvailableSort.optional(),
    min_budget: ZBudgetBound.nullish(),
    max_budget: ZBudgetBound.nullish(),
    max_distance: ZDistanceBound.nullish(),
    push_notification: ZFlag.optional(),
    sms_notification: ZFlag.optional(),
    email_notification: ZFlag.optional(),
  })
  .refine((fields) => !isBudgetRangeReversed(fields), {
    error: availableFilterMessages.budgetRange,
    path: ['min_budget'],
  });
export type TSavedSearchCreate = z.input<typeof ZSavedSearchCreate>;

/** PATCH /saved_searches/:id: the name and channels to change (those left out keep their value). */
export const ZSavedSearchUpdate = z.object({
  name: ZName.optional(),
  push_notification: ZFlag.optional(),
  sms_notification: ZFlag.optional(),
  email_notification: ZFlag.optional(),
});
export type TSavedSearchUpdate = z.input<typeof ZSavedSearchUpdate>;

/** POST and PATCH, data. */
export const ZSavedSearchAnswer = z.object({ saved_search: ZSavedSearch });
/** DELETE, data. */
export const ZSavedSearchDeleted = z.object({ id: z.number().int() });
