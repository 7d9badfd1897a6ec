import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each identity image's thumbnail, made once at upload and stored beside it (under a random key of
 * its own), so that showing a thumbnail reads bytes instead of decoding the full image: decoding on
 * every view let one member keep the API's image decoder busy for everyone. Documents stored before
 * have none until their first thumbnail view makes and stores it.
 */
export class DocumentThumbnails1796950000000 implements MigrationInterface {
  name = 'DocumentThumbnails1796950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE identity_documents
        ADD COLUMN thumb_storage_key text,
        ADD COLUMN thumb_sha256 text,
        ADD CONSTRAINT identity_documents_thumb_pair CHECK ((thumb_storage_key IS NULL) = (thumb_sha256 IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity_documents DROP CONSTRAINT identity_documents_thumb_pair, DROP COLUMN thumb_sha256, DROP COLUMN thumb_storage_key`);
  }
}
