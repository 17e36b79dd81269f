// One definition per API call (README "Adding an API call"): the API registers its route from it
// (validation, serialisation, OpenAPI) and the web app calls it through the typed client generated
// from it (scripts/generate-endpoints.mjs), so a renamed field breaks the build on both sides.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone, any signed-in user, a provider, a customer (CONTRACT §4). */
export type AuthKind = 'public' | 'user' | 'provider' | 'customer';

/** The body is multipart/form-data, read by the handler part by part (uploads). */
export const MULTIPART = 'multipart';

/** The body is JSON (validated by `json`), or multipart/form-data read by the handler when it carries files. */
export interface JsonOrMultipart<S extends z.ZodType = z.ZodType> {
  readonly kind: 'json-or-multipart';
  readonly json: S;
}

export function jsonOrMultipart<const S extends z.ZodType>(json: S): JsonOrMultipart<S> {
  return { kind: 'json-or-multipart', json };
}

export function isJsonOrMultipart(body: EndpointDefinition['body']): body is JsonOrMultipart {
  return typeof body === 'object' && body !== null && 'kind' in body && body.kind === 'json-or-multipart';
}

export interface EndpointDefinition {
  method: HttpMethod;
  /** Under /api, Fastify style: `/album/:id`. The specification's paths are kept exactly. */
  path: string;
  auth: AuthKind;
  /** The OpenAPI tag (the feature area). */
  tag: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | typeof MULTIPART | JsonOrMultipart;
  /** Each answer's whole body by status; 200 is the success answer. The usual failures are added. */
  answers: { 200: z.ZodType } & { [status: number]: z.ZodType };
}

/** Declares one call; the object is returned unchanged with its literal types kept. */
export function endpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: params, query and body as the schemas accept them. */
export type EndpointInput<D extends EndpointDefinition> = (D extends { params: z.ZodType }
  ? { params: InputOf<D['params']> }
  : { params?: never }) &
  (D extends { query: z.ZodType } ? { query: InputOf<D['query']> } : { query?: never }) &
  (D['body'] extends typeof MULTIPART
    ? { body: FormData }
    : D['body'] extends JsonOrMultipart<infer S>
      ? { body: FormData | InputOf<S> }
      : D extends { body: z.ZodType }
        ? { body: InputOf<D['body']> }
        : { body?: never });

/** What a handler receives after validation. */
export type EndpointParsed<D extends EndpointDefinition> = {
  params: D extends { params: z.ZodType } ? OutputOf<D['params']> : Record<string, never>;
  query: D extends { query: z.ZodType } ? OutputOf<D['query']> : Record<string, never>;
  body: D['body'] extends z.ZodType
    ? OutputOf<D['body']>
    : D['body'] extends JsonOrMultipart<infer S>
      ? OutputOf<S> | undefined
      : undefined;
};

/** The success answer as the client receives it. */
export type EndpointAnswer<D extends EndpointDefinition> = z.output<D['answers'][200]>;

/** The success answer as a handler may return it (the serializer checks it). */
export type EndpointReturn<D extends EndpointDefinition> = z.input<D['answers'][200]>;

/** `/album/:id` with `{ id: 5 }` → `/album/5`; every value is URL-encoded. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
