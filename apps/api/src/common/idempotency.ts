import { isIdempotencyKey } from '@halimbawa/domain';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { Refusal } from './errors';

// Money-moving POSTs carry an `Idempotency-Key` header (docs/product.md §0.3, §6): the client
// chooses one key per intended movement and sends it again on a retry; the service stores it with
// what it created (a unique column) and answers a replay with the same resource, creating nothing.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Sent, as `true`, on the answer to a replay: the same body and status as the first, nothing done again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** The success answer's headers in the OpenAPI document (`@ApiOkResponse({ headers: REPLAYED_HEADER_DOC })`). */
export const REPLAYED_HEADER_DOC = {
  [REPLAYED_HEADER]: {
    description: 'Present, `true`, when this answers a replay of an earlier request with the same Idempotency-Key: nothing was done again.',
    schema: { type: 'string' as const, enum: ['true'] },
  },
};

/** Marks the answer as a replay's (REPLAYED_HEADER). */
export function markReplayed(res: FastifyReply, replayed: boolean): void {
  if (replayed) res.header(REPLAYED_HEADER, 'true');
}

/** The header's value, or a 400 naming the rule when it is absent or malformed. */
export function readIdempotencyKey(req: Pick<FastifyRequest, 'headers'>): string {
  const header = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const value = typeof header === 'string' ? header.trim() : undefined;
  if (!isIdempotencyKey(value)) throw Refusal.badRequest('apiErrors.idempotencyMissing', { header: IDEMPOTENCY_HEADER });
  return value;
}

const readParam = createParamDecorator((_: unknown, ctx: ExecutionContext): string => readIdempotencyKey(ctx.switchToHttp().getRequest<FastifyRequest>()));

/**
 * The request's Idempotency-Key (a string), documented in OpenAPI as a required header.
 * Use: `create(@IdempotencyKey() key: string, ...)`.
 */
export function IdempotencyKey(): ParameterDecorator {
  return (target, propertyKey, index) => {
    readParam()(target, propertyKey, index);
    if (propertyKey === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, propertyKey)!;
    ApiHeader({ name: IDEMPOTENCY_HEADER, required: true, description: 'One key per intended movement; the same on every retry.' })(target, propertyKey, descriptor);
  };
}

/** A fingerprint of what was asked under a key, stored beside it to tell a replay from a reuse. */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** 422 for a key replayed with a different request (compare requestFingerprint values). */
export function assertSameRequest(storedFingerprint: string, body: unknown): void {
  if (storedFingerprint !== requestFingerprint(body)) throw Refusal.unprocessable('apiErrors.idempotencyReused', { header: IDEMPOTENCY_HEADER });
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
