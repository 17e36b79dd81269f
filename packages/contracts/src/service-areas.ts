import { z } from 'zod';
import './zod-config';
import { validationMessages as m } from './messages';

export const MAX_SERVICE_RADIUS_MILES = 90;

/** One service-area row (spec §5): a 5-digit zip code and a radius above 0 and at most 90 miles. */
export const ZServiceAreaInput = z.object({
  zipcode: z
    .string({ error: m.areaZipEmpty })
    .trim()
    .min(1, { error: m.areaZipEmpty, abort: true })
    .regex(/^\d{5}$/, m.areaZipInvalid),
  radius: z.coerce
    .number({ error: m.areaRadiusInvalid })
    .gt(0, m.areaRadiusInvalid)
    .max(MAX_SERVICE_RADIUS_MILES, m.areaRadiusInvalid),
});
export type TServiceAreaInput = z.input<typeof ZServiceAreaInput>;

export const ZServiceAreaList = z.array(ZServiceAreaInput).min(1, m.areaNoneValid).max(50);

/** A stored service area as the profile answers it. */
export const ZProviderLocation = z.object({
  id: z.number().int(),
  zipcode: z.string(),
  radius: z.number(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  state_short: z.string().nullable(),
  country: z.string(),
});
export type TProviderLocation = z.infer<typeof ZProviderLocation>;

/** The server's refusal of a zip code missing from the US zip code list (areas and the business zip). */
export const unknownZipMessage = (zip: string) => `${zip} is not a US zip code we know.`;

/** Texts of the service-area rows (and the business zip code) the specifications leave to us. */
export const serviceAreaTexts = {
  /** A complete zip code the location list does not know: the server refuses it as a service area. */
  unknownZip: 'This is not a US zip code we know',
  lookingUpCity: 'Looking up the city…',
  cityLookupFailed: 'The city could not be looked up right now',
} as const;
