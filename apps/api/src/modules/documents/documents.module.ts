import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentStorageModule } from '../../adapters/document-storage/document-storage.module';
import { MembersModule } from '../members/members.module';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { IdentityDocumentEntity } from './identity-document.entity';

/** Identity images. Needs IdentityVerification, which the KYC module provides. */
@Module({
  imports: [TypeOrmModule.forFeature([IdentityDocumentEntity]), DocumentStorageModule, MembersModule],
  controllers: [DocumentsController],
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
