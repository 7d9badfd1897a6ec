import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DocumentStorage } from './document-storage';
import { LocalDocumentStorage } from './local-document-storage';
import { S3DocumentStorage } from './s3-document-storage';

/** The document storage chosen by DOCUMENT_STORAGE: the local disk (default) or an S3 bucket. */
@Global()
@Module({
  providers: [
    {
      provide: DocumentStorage,
      inject: [AppConfig],
      useFactory: (c: AppConfig) =>
        c.documents.provider === 's3' && c.documents.s3 ? new S3DocumentStorage(c.documents.s3) : new LocalDocumentStorage(c.documents.dir),
    },
  ],
  exports: [DocumentStorage],
})
export class DocumentStorageModule {}
