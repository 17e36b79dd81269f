/**
 * The value of a `json` column or expression: both drivers (node-postgres, PGlite) parse `json`
 * themselves, but a text answer is parsed here all the same. Pass it to `sql\`…\`.mapWith()`.
 */
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
