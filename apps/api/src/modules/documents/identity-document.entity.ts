import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';

export const DOCUMENT_KINDS = ['ID_FRONT', 'ID_BACK', 'SELFIE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * An identity image (docs/product.md §0.8). The bytes live in the document storage under `storageKey`, a
 * random UUID that says nothing about the member; the key never leaves the API. A replaced
 * document keeps its row (for the audit trail) but its file is deleted.
 */
@Entity({ name: 'identity_documents' })
@Index('identity_documents_current_key', ['memberId', 'kind'], { unique: true, where: 'replaced_at IS NULL' })
@Index('identity_documents_member_idx', ['memberId', 'createdAt'])
@Check('identity_documents_kind_known', `kind IN ('ID_FRONT', 'ID_BACK', 'SELFIE')`)
@Check('identity_documents_content_type_known', `content_type IN ('image/jpeg', 'image/png', 'image/webp')`)
@Check('identity_documents_size_range', `size_bytes BETWEEN 1 AND 8388608`)
@Check('identity_documents_sha256_hex', `sha256 ~ '^[0-9a-f]{64}$'`)
@Check('identity_documents_thumb_pair', `(thumb_storage_key IS NULL) = (thumb_sha256 IS NULL)`)
export class IdentityDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'member_id', type: 'uuid' })
  @ForeignKey('members', { name: 'identity_documents_member_id_fkey', onDelete: 'CASCADE' })
  memberId: string;

  @Column({ type: 'text' })
  kind: DocumentKind;

  @Column({ name: 'storage_key', type: 'text', unique: true })
  storageKey: string;

  @Column({ name: 'content_type', type: 'text' })
  contentType: ImageType;

  /** Of the stored (re-encoded) image. */
  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes: number;

  /** SHA-256 (hex) of the stored bytes, checked again whenever the image is served. */
  @Column({ type: 'text' })
  sha256: string;

  /**
   * The thumbnail (a JPEG of at most 320 x 320), made once at upload and stored under a random key
   * of its own, so that a thumbnail view reads bytes and decodes nothing. Null for a document stored
   * before thumbnails were kept, until its first thumbnail view.
   */
  @Column({ name: 'thumb_storage_key', type: 'text', nullable: true })
  thumbStorageKey: string | null;

  /** SHA-256 (hex) of the stored thumbnail, checked whenever it is served. */
  @Column({ name: 'thumb_sha256', type: 'text', nullable: true })
  thumbSha256: string | null;

  @Column({ type: 'integer' })
  width: number;

  @Column({ type: 'integer' })
  height: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'replaced_at', type: 'timestamptz', nullable: true })
  replacedAt: Date | null;
}
