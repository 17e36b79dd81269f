import { z } from 'zod';
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
