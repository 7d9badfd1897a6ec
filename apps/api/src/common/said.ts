import { t, type MessageKey, type MessageVars, type Words } from '@halimbawa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from './language';

/**
 * The `message` of a successful answer ({message}, {message, loan}, ...) as words: the service says
 * which, and wordMessages puts it into the request's language as the answer is serialised.
 */
export class Said implements Words {
  constructor(
    readonly code: MessageKey,
    readonly params?: MessageVars,
  ) {}
}

export const said = (code: MessageKey, params?: MessageVars): Said => new Said(code, params);

/**
 * A Fastify `preSerialization` hook, not a global Nest interceptor: an interceptor puts every
 * request through rxjs and an async resource, where this costs an answer without words one check.
 */
export function wordMessages(req: FastifyRequest, _reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const message = (payload as { message?: unknown } | null)?.message;
  if (!(message instanceof Said)) return done(null, payload);
  done(null, { ...(payload as object), message: t(requestLanguage(req), message.code, message.params) });
}

/** An answer that is only a message (MessageDto once worded). */
export interface SaidMessage {
  message: Said;
}

/** A response DTO whose `message` is still words (wordMessages words it). */
export type Spoken<T extends { message: unknown }> = Omit<T, 'message'> & { message: null extends T['message'] ? Said | null : Said };
