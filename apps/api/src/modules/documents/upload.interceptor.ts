import { ForbiddenException, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { normalisePhone, t } from '@halimbawa/domain';
import type { Request, Response } from 'express';
import multer from 'multer';
import { from, switchMap, type Observable } from 'rxjs';
import type { AuthMember } from '../../common/auth/auth-member';
import { UploadRefusedException } from './documents.service';
import { MAX_DOCUMENT_BYTES, UPLOAD_MESSAGES } from './image-sniff';

export const FILE_FIELDS = ['file', 'imageIdFront', 'imageIdBack', 'imageSelfie'];

// In memory (at most 8 MB + 1 byte: one byte more than allowed, so that "too large" is told
// apart from "exactly 8 MB"); one file, a few short text fields.
const parse = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 6, fieldSize: 1024, parts: 8, headerPairs: 50 },
}).any();

function refusal(error: unknown): Error {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return new UploadRefusedException(413, UPLOAD_MESSAGES.tooLarge);
    case 'LIMIT_FILE_COUNT':
      return new UploadRefusedException(400, t('en', 'apiKyc.onePhotoAtATime'));
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_FIELD_KEY':
      return new UploadRefusedException(400, t('en', 'apiKyc.unexpectedFields'));
    default:
      return new UploadRefusedException(400, t('en', 'apiKyc.uploadUnreadable'));
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
    const req = ctx.switchToHttp().getRequest<Request & { user?: AuthMember; files?: Express.Multer.File[]; file?: Express.Multer.File }>();
    const res = ctx.switchToHttp().getResponse<Response>();
    const run = new Promise<void>((resolve, reject) =>
      parse(req, res, (error?: unknown) => {
        if (error) return reject(refusal(error));
        const files = req.files ?? [];
        const file = files[0];
        if (file && !FILE_FIELDS.includes(file.fieldname)) return reject(new UploadRefusedException(400, t('en', 'apiKyc.fileField')));
        req.file = file;
        req.files = undefined;
        const body = (req.body ?? {}) as Record<string, unknown>;
        if ('phoneNumber' in body) {
          const phone = normalisePhone(typeof body.phoneCountry === 'string' ? body.phoneCountry : '', String(body.phoneNumber ?? ''));
          if (!phone.ok || phone.e164 !== req.user?.phoneNumber) return reject(new ForbiddenException(t('en', 'apiErrors.ownAccountOnly')));
          delete body.phoneNumber;
          delete body.phoneCountry;
        }
        resolve();
      }),
    );
    return from(run).pipe(switchMap(() => next.handle()));
  }
}
