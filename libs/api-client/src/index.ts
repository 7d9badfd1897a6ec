// The API's client for TypeScript integrators and for the product's own tests: openapi-fetch over
// the types `npm run api:types` generates from apps/api/openapi.json (schema.d.ts), so a call to a
// path, a body or a field the document does not have fails to compile.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths };

type Prefix = '/api/v2';

/** Every documented path without its /api/v2 prefix ('/loan/{loanNumber}/cancel'), as the client takes it. */
export type ApiPath = keyof paths extends infer K ? (K extends `${Prefix}${infer P}` ? P : never) : never;

/** The document's paths keyed without the prefix (the client's base URL ends in /api/v2). */
export type ApiPaths = { [P in ApiPath]: paths[`${Prefix}${P}`] };

/** The document's schemas by name (`Schemas['LoanDto']`). */
export type Schemas = components['schemas'];

export type HalimbawaClient = Client<ApiPaths>;

/**
 * A client of the API at `baseUrl`, /api/v2 included (e.g. http://localhost:3001/api/v2): typed
 * `GET`, `POST`, `PATCH`... per documented path; answers `{ data, error, response }`, `error`
 * being the one refusal body (`RefusalDto`: `code`, `message`, `errors`).
 */
export function createApiClient(options: ClientOptions & { baseUrl: string }): HalimbawaClient {
  return createClient<ApiPaths>(options);
}
