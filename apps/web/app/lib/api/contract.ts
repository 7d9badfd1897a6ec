// Types of every API call, read from the generated client's types (libs/api-client): a path as the
// web writes it ('/loan/{loanNumber}/cancel', without the /api/v2 prefix), what its operation takes as
// a JSON body, its path and query parameters, and what its success answers.
import type { ApiPath, ApiPaths } from '@halimbawa/api-client';

export type { ApiPath, ApiPaths };
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<ApiPaths[P][M]>;

/** The paths that answer method M. */
export type PathFor<M extends HttpMethod> = {
  [P in ApiPath]: ApiPaths[P][M] extends undefined ? never : P;
}[ApiPath];

type Json<T> = T extends { content: { 'application/json': infer J } } ? J : T extends { content?: never } ? null : unknown;
type Responses<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { responses: infer R } ? R : never;

/** What a successful call answers (200, 201 or 202; null for 204). */
export type ResponseOf<P extends ApiPath, M extends HttpMethod> =
  Responses<P, M> extends { 200: infer S }
    ? Json<S>
    : Responses<P, M> extends { 201: infer S }
      ? Json<S>
      : Responses<P, M> extends { 202: infer S }
        ? Json<S>
        : null;

type RequestBody<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/**
 * The body the web may send: the operation's fields by name, each as the typed value or as the
 * text a person typed (the API checks it and answers the field's message), so a misspelt or
 * unknown field fails to compile while refusals stay the API's.
 */
export type BodyOf<P extends ApiPath, M extends HttpMethod> = [RequestBody<P, M>] extends [never]
  ? never
  : { [K in keyof RequestBody<P, M>]?: RequestBody<P, M>[K] | string };

type Parameters<P extends ApiPath, M extends HttpMethod> = Operation<P, M> extends { parameters: infer X } ? X : never;

/** The path parameters ({ loanNumber }) when the path has any. */
export type PathParamsOf<P extends ApiPath, M extends HttpMethod> = Parameters<P, M> extends { path: infer X } ? X : never;

/** The query parameters the operation documents. */
export type QueryOf<P extends ApiPath, M extends HttpMethod> = Parameters<P, M> extends { query?: infer X } ? X : never;
