import { t } from '@halimbawa/domain';
import { ConflictException, HttpException, HttpStatus, Injectable, InternalServerErrorException, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { DocumentStorage } from '../../adapters/document-storage/document-storage';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { RATE_LIMIT_MESSAGE } from '../../common/rate-limit';
import { RateLimitStore } from '../../common/rate-limit-store';
import type { RequestMeta } from '../../common/request-meta';
import { MembersService } from '../members/members.service';
import type { DocumentViewDto } from './dto/document.dto';
import { toDocumentView } from './document.mappers';
import { IdentityVerification } from './identity-verification';
import { DOCUMENT_KINDS, IdentityDocumentEntity, type DocumentKind, type ImageType } from './identity-document.entity';
import { ImageRejected, reencodeImage, thumbnail } from './image-processing';
import { UPLOAD_MESSAGES, inspectUpload } from './image-sniff';

export type { DocumentKind };

/** The multipart field names the wizard's form uses (docs/product.md §10), and the kind each one means. */
export const FILE_FIELD_KINDS: Readonly<Record<string, DocumentKind>> = {
  imageIdFront: 'ID_FRONT',
  imageIdBack: 'ID_BACK',
  imageSelfie: 'SELFIE',
};

/** The wizard needs three photos, a few retakes and an officer's request for new ones: far fewer than this. */
export const UPLOADS_PER_MEMBER = { limit: 20, windowMs: 10 * 60_000 };

export const KIND_MESSAGE = t('en', 'apiKyc.photoKind');
export const VERIFIED_MESSAGE = t('en', 'apiKyc.verifiedDocuments');

/** 4xx with the message also under errors.file, so the web shows it beside the file input. */
export class UploadRefusedException extends HttpException {
  constructor(status: number, message: string, field = 'file') {
    super({ message, errors: { [field]: message } }, status);
  }
}

export interface UploadedImage {
  fieldname: string;
  buffer: Buffer;
  size: number;
}

export interface ServedImage {
  data: Buffer;
  contentType: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Identity images (docs/product.md §0.8): checked by their bytes, re-encoded without metadata, stored under
 * random keys, and served only to their owner and to officers, each view recorded.
 */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger(DocumentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly members: MembersService,
    private readonly identity: IdentityVerification,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly rateLimits: RateLimitStore,
  ) {}

  async upload(me: AuthMember, kindField: string | undefined, file: UploadedImage | undefined, meta: RequestMeta): Promise<DocumentViewDto> {
    const kind = this.kindOf(kindField, file?.fieldname);
    if (!file) throw new UploadRefusedException(400, UPLOAD_MESSAGES.missing);
    // Each upload is decoded at a cost: per member, whatever the address (issue 11, finding 5).
    const { hits } = await this.rateLimits.hit(`upload:${me.id}`, UPLOADS_PER_MEMBER.windowMs);
    if (hits > UPLOADS_PER_MEMBER.limit) throw new HttpException({ message: RATE_LIMIT_MESSAGE }, HttpStatus.TOO_MANY_REQUESTS);
    const verdict = inspectUpload(file.buffer);
    if (!verdict.ok) throw new UploadRefusedException(verdict.status, verdict.message);
    // Refused early (and again under the lock below) so that no work is wasted.
    await this.assertNotVerified(this.dataSource.manager, me.id);

    let image;
    try {
      image = await reencodeImage(file.buffer, verdict.type);
    } catch (error) {
      if (error instanceof ImageRejected) throw new UploadRefusedException(400, error.message);
      throw error;
    }

    // A random key: nothing about the member, the phone or the document is in it.
    const storageKey = randomUUID();
    try {
      await this.storage.put(storageKey, image.data, image.contentType);
    } catch (error) {
      this.logger.error(`Storing a document failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(t('en', 'apiKyc.photoNotStored'));
    }

    let saved: IdentityDocumentEntity;
    let replacedKey: string | null = null;
    try {
      saved = await this.dataSource.transaction(async (m) => {
        await this.members.findForUpdate(me.id, m);
        await this.assertNotVerified(m, me.id);
        const now = this.clock.now();
        const previous = await m.findOne(IdentityDocumentEntity, { where: { memberId: me.id, kind, replacedAt: IsNull() } });
        if (previous) {
          await m.update(IdentityDocumentEntity, { id: previous.id }, { replacedAt: now });
          replacedKey = previous.storageKey;
        }
        const row = m.create(IdentityDocumentEntity, {
          memberId: me.id,
          kind,
          storageKey,
          contentType: image.contentType as ImageType,
          sizeBytes: image.data.length,
          sha256: sha256(image.data),
          width: image.width,
          height: image.height,
          createdAt: now,
          replacedAt: null,
        });
        const inserted = await m.save(row);
        await this.audit.record(
          { actorId: me.id, action: 'document.upload', target: inserted.id, meta, details: { kind, replaced: previous?.id ?? null, sha256: inserted.sha256 } },
          m,
        );
        return inserted;
      });
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
    // The replaced image is deleted from the storage; only its row stays, for the audit trail.
    if (replacedKey) {
      await this.storage.delete(replacedKey).catch((e: Error) => this.logger.error(`Deleting a replaced document failed: ${e.message}`));
    }
    return toDocumentView(saved);
  }

  /** The member's current documents (at most one of each kind). */
  current(memberId: string, m: EntityManager = this.dataSource.manager): Promise<IdentityDocumentEntity[]> {
    return m.find(IdentityDocumentEntity, { where: { memberId, replacedAt: IsNull() }, order: { kind: 'ASC' } });
  }

  /** One of the member's own current documents; 404 for any other id (docs/product.md §0.1). */
  async readOwn(me: AuthMember, id: string, size: string | undefined, meta: RequestMeta): Promise<ServedImage> {
    const doc = UUID.test(id) ? await this.dataSource.manager.findOne(IdentityDocumentEntity, { where: { id, memberId: me.id, replacedAt: IsNull() } }) : null;
    if (!doc) throw new NotFoundException('Not found.');
    const served = await this.serve(doc, size);
    await this.audit.record({ actorId: me.id, action: 'document.view', target: doc.id, meta, details: { memberId: doc.memberId, kind: doc.kind, thumbnail: size === 'thumb' } });
    return served;
  }

  /** Any member's current document, for a loan officer; every view is audited. */
  async readForOfficer(officer: AuthMember, id: string, size: string | undefined, meta: RequestMeta): Promise<ServedImage> {
    const doc = UUID.test(id) ? await this.dataSource.manager.findOne(IdentityDocumentEntity, { where: { id, replacedAt: IsNull() } }) : null;
    if (!doc) throw new NotFoundException('Not found.');
    const served = await this.serve(doc, size);
    await this.audit.record({
      actorId: officer.id,
      action: 'officer.document.view',
      target: doc.id,
      meta,
      details: { memberId: doc.memberId, kind: doc.kind, thumbnail: size === 'thumb' },
    });
    return served;
  }

  private async serve(doc: IdentityDocumentEntity, size: string | undefined): Promise<ServedImage> {
    const data = await this.storage.get(doc.storageKey);
    if (!data) {
      this.logger.error(`Document ${doc.id} is missing from the storage.`);
      throw new NotFoundException('Not found.');
    }
    if (sha256(data) !== doc.sha256) {
      this.logger.error(`Document ${doc.id} does not match its SHA-256: it was changed in the storage.`);
      throw new InternalServerErrorException();
    }
    if (size === 'thumb') return { data: await thumbnail(data), contentType: 'image/jpeg' };
    return { data, contentType: doc.contentType };
  }

  private kindOf(kindField: string | undefined, fieldname: string | undefined): DocumentKind {
    // Own keys only: "__proto__" or "constructor" must not find Object.prototype's (issue 11, finding 2).
    const fieldKind = (name: string | undefined) => (name && Object.hasOwn(FILE_FIELD_KINDS, name) ? FILE_FIELD_KINDS[name] : undefined);
    const fromField = fieldKind(fieldname);
    const given = typeof kindField === 'string' ? kindField.trim() : '';
    const kind = given === '' ? fromField : (DOCUMENT_KINDS as readonly string[]).includes(given) ? (given as DocumentKind) : fieldKind(given);
    if (!kind || (fromField && fromField !== kind)) throw new UploadRefusedException(400, KIND_MESSAGE, 'kind');
    return kind;
  }

  private async assertNotVerified(m: EntityManager, memberId: string): Promise<void> {
    if (await this.identity.isVerified(memberId, m)) throw new ConflictException(VERIFIED_MESSAGE);
  }
}
