import { HttpStatus, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { normalisePhone } from '@halimbawa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multer from 'multer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { from, switchMap, type Observable } from 'rxjs';
import type { AuthMember } from '../../common/auth/auth-member';
import { Refusal } from '../../common/errors';
import { uploadRefused } from './documents.service';
import { MAX_DOCUMENT_BYTES, UPLOAD_CODES } from './image-sniff';

export const FILE_FIELDS = ['file', 'imageIdFront', 'imageIdBack', 'imageSelfie'];

// In memory (at most 8 MB + 1 byte: one byte more than allowed, so that "too large" is told
// apart from "exactly 8 MB"); one file, a few short text fields.
/** multer's handler is Node middleware: it reads and writes nothing of Express's (its types name Express's request). */
type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const parse: NodeMiddleware = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 6, fieldSize: 1024, parts: 8, headerPairs: 50 },
}).any() as unknown as NodeMiddleware;

function refusal(error: unknown): Error {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return uploadRefused(HttpStatus.PAYLOAD_TOO_LARGE, UPLOAD_CODES.tooLarge);
    case 'LIMIT_FILE_COUNT':
      return uploadRefused(HttpStatus.BAD_REQUEST, 'apiKyc.onePhotoAtATime');
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_KEY':
      return uploadRefused(HttpStatus.BAD_REQUEST, 'apiKyc.unexpectedFields');
    default:
      return uploadRefused(HttpStatus.BAD_REQUEST, 'apiKyc.uploadUnreadable');
  }
}

/**
 * Reads a multipart upload with multer (memory storage, size limits), then applies the rule of
 * OwnPhoneGuard to the multipart fields, which that global guard cannot see (it runs before the
 * body is parsed): a phoneNumber in the form must be the token's own, else 403.
 */
@Injectable()
export class DocumentUploadInterceptor implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = ctx.switchToHttp().getRequest<FastifyRequest & { user?: AuthMember; file?: Express.Multer.File }>();
    const res = ctx.switchToHttp().getResponse<FastifyReply>();
    // Fastify leaves multipart unread (setup.ts): multer reads the raw request and puts its files and
    // fields there, from where they are handed to the request the handler sees.
    const raw = req.raw as IncomingMessage & { files?: Express.Multer.File[]; body?: Record<string, unknown> };
    const run = new Promise<void>((resolve, reject) =>
      parse(raw, res.raw, (error?: unknown) => {
        if (error) return reject(refusal(error));
        const file = raw.files?.[0];
        if (file && !FILE_FIELDS.includes(file.fieldname)) return reject(uploadRefused(HttpStatus.BAD_REQUEST, 'apiKyc.fileField'));
        req.file = file;
        if (raw.body) req.body = raw.body;
        const body = (req.body ?? {}) as Record<string, unknown>;
        if ('phoneNumber' in body) {
          const phone = normalisePhone(typeof body.phoneCountry === 'string' ? body.phoneCountry : '', String(body.phoneNumber ?? ''));
          if (!phone.ok || phone.e164 !== req.user?.phoneNumber) return reject(Refusal.forbidden('apiErrors.ownAccountOnly'));
          delete body.phoneNumber;
          delete body.phoneCountry;
        }
        resolve();
      }),
    );
    return from(run).pipe(switchMap(() => next.handle()));
  }
}
