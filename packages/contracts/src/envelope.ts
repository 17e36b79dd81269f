import { z } from 'zod';
import './zod-config';

/** CONTRACT §3: every success answer. */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

/** CONTRACT §3: every failure answer. */
export const ZErrorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(z.string()),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const ZMessageOnly = z.object({ code: z.number().int(), message: z.string() });
