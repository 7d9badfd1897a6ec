import type { MessageKey } from '@halimbawa/domain';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { DocumentStorage } from '../../adapters/document-storage/document-storage';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal } from '../../common/errors';
import { RateLimitStore } from '../../common/rate-limit-store';
import type { RequestMeta } from '../../common/request-meta';
import { MembersService } from '../members/members.service';
import type { DocumentViewDto } from './dto/document.dto';
import { toDocumentView } from './document.mappers';
import { IdentityVerification } from './identity-verification';
import { DOCUMENT_KINDS, IdentityDocumentEntity, type DocumentKind, type ImageType } from './identity-document.entity';
import { DECODER_BUSY_RETRY_S, DecoderBusy, ImageRejected, reencodeImage, thumbnail } from './image-processing';
import { UPLOAD_CODES, inspectUpload } from './image-sniff';

export type { DocumentKind };

/** The multipart field names the wizard's form uses (docs/product.md §10), and the kind each one means. */
export const FILE_FIELD_KINDS: Readonly<Record<string, DocumentKind>> = {
  imageIdFront: 'ID_FRONT',
  imageIdBack: 'ID_BACK',
  imageSelfie: 'SELFIE',
};

/** The wizard needs three photos, a few retakes and an officer's request for new ones: far fewer than this. */
export const UPLOADS_PER_MEMBER = { limit: 20, windowMs: 10 * 60_000 };

/**
 * The wizard shows a member's three thumbnails per page, and the full image when one is opened:
 * a few dozen views a minute at most. Each view reads the storage and writes an audit event, so a
 * member looping over them is stopped here.
 */
export const READS_PER_MEMBER = { limit: 60, windowMs: 60_000 };

/** An officer reviews many members' documents, but still a person's pace, not a script's. */
export const READS_PER_OFFICER = { limit: 600, windowMs: 60_000 };

/** A refused upload: the refusal also under errors.file, so the web shows it beside the file input. */
export function uploadRefused(status: number, code: MessageKey, field = 'file'): Refusal {
  return new Refusal(status, code, undefined, { [field]: { code } });
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

/** A full decode queue, as the member reads it (429, Retry-After); any other error as it is. */
function busyOr(error: unknown): unknown {
  return error instanceof DecoderBusy ? Refusal.retryLater('apiKyc.photosBusy', DECODER_BUSY_RETRY_S) : error;
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
  /** Thumbnails being made for older documents, by document id: views at the same time share one decode. */
  private readonly thumbnailsInFlight = new Map<string, Promise<Buffer>>();

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
    if (!file) throw uploadRefused(HttpStatus.BAD_REQUEST, UPLOAD_CODES.missing);
    // Each upload is decoded at a cost: per member, whatever the address.
    await this.limit(`upload:${me.id}`, UPLOADS_PER_MEMBER, 'apiKyc.photoUploadsLimited');
    const verdict = inspectUpload(file.buffer);
    if (!verdict.ok) throw uploadRefused(verdict.status, verdict.code);
    // Refused early (and again under the lock below) so that no work is wasted.
    await this.assertNotVerified(this.dataSource.manager, me.id);

    let image;
    try {
      image = await reencodeImage(file.buffer, verdict.type);
    } catch (error) {
      if (error instanceof ImageRejected) throw uploadRefused(HttpStatus.BAD_REQUEST, error.code);
      throw busyOr(error);
    }

    // Random keys: nothing about the member, the phone or the document is in them.
    const storageKey = randomUUID();
    const thumbStorageKey = randomUUID();
    try {
      await this.storage.put(storageKey, image.data, image.contentType);
      await this.storage.put(thumbStorageKey, image.thumbnail, 'image/jpeg');
    } catch (error) {
      this.logger.error(`Storing a document failed: ${(error as Error).message}`);
      await this.deleteFiles([storageKey, thumbStorageKey]);
      throw Refusal.unavailable('apiKyc.photoNotStored');
    }

    let saved: IdentityDocumentEntity;
    let replacedKeys: string[] = [];
    try {
      saved = await this.dataSource.transaction(async (m) => {
        await this.members.findForUpdate(me.id, m);
        await this.assertNotVerified(m, me.id);
        const now = this.clock.now();
        const previous = await m.findOne(IdentityDocumentEntity, { where: { memberId: me.id, kind, replacedAt: IsNull() } });
        if (previous) {
          await m.update(IdentityDocumentEntity, { id: previous.id }, { replacedAt: now });
          replacedKeys = [previous.storageKey, previous.thumbStorageKey].filter((k): k is string => k !== null);
        }
        const row = m.create(IdentityDocumentEntity, {
          memberId: me.id,
          kind,
          storageKey,
          contentType: image.contentType as ImageType,
          sizeBytes: image.data.length,
          sha256: sha256(image.data),
          thumbStorageKey,
          thumbSha256: sha256(image.thumbnail),
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
      await this.deleteFiles([storageKey, thumbStorageKey]);
      throw error;
    }
    // The replaced image and its thumbnail are deleted from the storage; only its row stays, for the audit trail.
    for (const key of replacedKeys) {
      await this.storage.delete(key).catch((e: Error) => this.logger.error(`Deleting a replaced document failed: ${e.message}`));
    }
    return toDocumentView(saved);
  }

  private async deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) await this.storage.delete(key).catch(() => undefined);
  }

  /** Counts one request under `key`; past the limit, 429 with the seconds left in the window. */
  private async limit(key: string, rule: { limit: number; windowMs: number }, code: MessageKey): Promise<void> {
    const { hits, windowEndsAt } = await this.rateLimits.hit(key, rule.windowMs);
    if (hits > rule.limit) {
      const retryAfterS = Math.max(1, Math.ceil((windowEndsAt.getTime() - this.clock.now().getTime()) / 1000));
      throw Refusal.retryLater(code, retryAfterS);
    }
  }

  /** The member's current documents (at most one of each kind). */
  current(memberId: string, m: EntityManager = this.dataSource.manager): Promise<IdentityDocumentEntity[]> {
    return m.find(IdentityDocumentEntity, { where: { memberId, replacedAt: IsNull() }, order: { kind: 'ASC' } });
  }

  /** One of the member's own current documents; 404 for any other id (docs/product.md §0.1). */
  async readOwn(me: AuthMember, id: string, size: string | undefined, meta: RequestMeta): Promise<ServedImage> {
    await this.limit(`document-read:${me.id}`, READS_PER_MEMBER, 'apiKyc.photoViewsLimited');
    const doc = UUID.test(id) ? await this.dataSource.manager.findOne(IdentityDocumentEntity, { where: { id, memberId: me.id, replacedAt: IsNull() } }) : null;
    if (!doc) throw Refusal.notFound();
    const served = await this.serve(doc, size);
    await this.audit.record({ actorId: me.id, action: 'document.view', target: doc.id, meta, details: { memberId: doc.memberId, kind: doc.kind, thumbnail: size === 'thumb' } });
    return served;
  }

  /** Any member's current document, for a loan officer; every view is audited. */
  async readForOfficer(officer: AuthMember, id: string, size: string | undefined, meta: RequestMeta): Promise<ServedImage> {
    await this.limit(`document-read:${officer.id}`, READS_PER_OFFICER, 'apiKyc.photoViewsLimited');
    const doc = UUID.test(id) ? await this.dataSource.manager.findOne(IdentityDocumentEntity, { where: { id, replacedAt: IsNull() } }) : null;
    if (!doc) throw Refusal.notFound();
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

  /** The stored image, or its stored thumbnail: bytes read and checked, nothing decoded (but once for an older document). */
  private async serve(doc: IdentityDocumentEntity, size: string | undefined): Promise<ServedImage> {
    if (size !== 'thumb') return { data: await this.readChecked(doc, doc.storageKey, doc.sha256), contentType: doc.contentType };
    if (doc.thumbStorageKey && doc.thumbSha256) return { data: await this.readChecked(doc, doc.thumbStorageKey, doc.thumbSha256), contentType: 'image/jpeg' };
    let making = this.thumbnailsInFlight.get(doc.id);
    if (!making) {
      making = this.makeThumbnail(doc).finally(() => this.thumbnailsInFlight.delete(doc.id));
      this.thumbnailsInFlight.set(doc.id, making);
    }
    return { data: await making, contentType: 'image/jpeg' };
  }

  private async readChecked(doc: IdentityDocumentEntity, key: string, expectedSha256: string): Promise<Buffer> {
    const data = await this.storage.get(key);
    if (!data) {
      this.logger.error(`Document ${doc.id} is missing from the storage.`);
      throw Refusal.notFound();
    }
    if (sha256(data) !== expectedSha256) {
      this.logger.error(`Document ${doc.id} does not match its SHA-256: it was changed in the storage.`);
      throw new Refusal(HttpStatus.INTERNAL_SERVER_ERROR, 'apiErrors.somethingWrong');
    }
    return data;
  }

  /**
   * The thumbnail of a document stored before thumbnails were made at upload: made from the checked
   * image (in the bounded decode queue), stored, and kept on the row, so this happens once.
   */
  private async makeThumbnail(doc: IdentityDocumentEntity): Promise<Buffer> {
    const original = await this.readChecked(doc, doc.storageKey, doc.sha256);
    let data: Buffer;
    try {
      data = await thumbnail(original);
    } catch (error) {
      throw busyOr(error);
    }
    const key = randomUUID();
    try {
      await this.storage.put(key, data, 'image/jpeg');
      // Another view may have stored one meanwhile: the first kept wins, this one's file goes.
      const result = await this.dataSource.manager.update(
        IdentityDocumentEntity,
        { id: doc.id, thumbStorageKey: IsNull() },
        { thumbStorageKey: key, thumbSha256: sha256(data) },
      );
      if (!result.affected) await this.deleteFiles([key]);
    } catch (error) {
      // The member still sees the thumbnail; it is made again next time.
      this.logger.error(`Storing the thumbnail of document ${doc.id} failed: ${(error as Error).message}`);
      await this.deleteFiles([key]);
    }
    return data;
  }

  private kindOf(kindField: string | undefined, fieldname: string | undefined): DocumentKind {
    // Own keys only: "__proto__" or "constructor" must not find Object.prototype's.
    const fieldKind = (name: string | undefined) => (name && Object.hasOwn(FILE_FIELD_KINDS, name) ? FILE_FIELD_KINDS[name] : undefined);
    const fromField = fieldKind(fieldname);
    const given = typeof kindField === 'string' ? kindField.trim() : '';
    const kind = given === '' ? fromField : (DOCUMENT_KINDS as readonly string[]).includes(given) ? (given as DocumentKind) : fieldKind(given);
    if (!kind || (fromField && fromField !== kind)) throw uploadRefused(HttpStatus.BAD_REQUEST, 'apiKyc.photoKind', 'kind');
    return kind;
  }

  private async assertNotVerified(m: EntityManager, memberId: string): Promise<void> {
    if (await this.identity.isVerified(memberId, m)) throw Refusal.conflict('apiKyc.verifiedDocuments');
  }
}
