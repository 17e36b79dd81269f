import { z } from 'zod';
import { ZIdParam } from './common';
import './zod-config';

export const ZProjectSubType = z.object({ id: z.number().int(), name: z.string() });
export const ZServiceType = z.object({
  id: z.number().int(),
  title: z.string(),
  project_sub_types: z.array(ZProjectSubType),
});
export type TServiceType = z.infer<typeof ZServiceType>;

export const ZReferral = z.object({ id: z.number().int(), name: z.string() });
export type TReferral = z.infer<typeof ZReferral>;

export const ZCity = z.object({
  zipcode: z.string(),
  city: z.string(),
  state: z.string(),
  state_short: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type TCity = z.infer<typeof ZCity>;

export const ZLocationSearchQuery = z.object({
  search: z.string().trim().max(60).default(''),
});

export const ZHealth = z.object({ status: z.literal('ok') });

// ── The question catalogue: what /hire/new asks for each sub-type ────────────────────────

/** One question; `question_type` is the number a project's answers carry (projects.ts QUESTION_TYPE). */
export const ZCatalogueQuestion = z.object({
  /** Stable within the catalogue: the draft keeps answers by it. */
  key: z.string(),
  question: z.string(),
  question_type: z.number().int(),
  /** Choices (type 6): the options to pick from; empty otherwise. */
  options: z.array(z.string()),
  /** Choices (type 6): more than one may be picked. */
  multiple: z.boolean(),
  /** Measurements (type 7): the unit the sizes are in, e.g. "ft"; null otherwise. */
  unit: z.string().nullable(),
  /** Measurements (type 7): which sizes are asked (length, breadth, height). */
  dimensions: z.array(z.enum(['length', 'breadth', 'height'])),
  required: z.boolean(),
  /** Text: a hint inside the empty field. */
  placeholder: z.string().nullable(),
});
export type TCatalogueQuestion = z.infer<typeof ZCatalogueQuestion>;

/** GET /question_list?project_sub_type_id=: the sub-type's own questions, then the common ones. */
export const ZQuestionList = z.object({
  project_sub_type_id: z.number().int(),
  questions: z.array(ZCatalogueQuestion),
});
export type TQuestionList = z.infer<typeof ZQuestionList>;

export const ZQuestionListQuery = z.object({ project_sub_type_id: ZIdParam });

export const referenceMessages = {
  /** GET /question_list for a sub-type the service list does not have. */
  subTypeNotFound: 'This service is not in our list. Choose a service from the list and try again.',
} as const;
