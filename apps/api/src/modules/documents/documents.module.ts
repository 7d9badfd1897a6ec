import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DocumentStorageModule } from '../../adapters/document-storage/document-storage.module';
import { MemberIdentityEntity } from '../kyc/entities/member-identity.entity';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { IdentityDocumentEntity } from './identity-document.entity';

@Module({
  imports: [TypeOrmModule.forFeature([IdentityDocumentEntity, MemberIdentityEntity]), DocumentStorageModule],
  controllers: [DocumentsController],
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
