import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../common/page.dto';
import { Centavos } from '../../openapi/money';
import { BUCKETS, CONTACT_CHANNELS, type Bucket, type ContactChannel } from './collection-rules';

export class CollectionsQueryDto extends PageQueryDto {
  @RequestField({ enum: BUCKETS, enumName: 'DaysPastDueBucket', required: false, description: 'Only the loans of this bucket of days past due.' })
  bucket?: Bucket;
}

export class BucketDto {
  @ApiProperty({ enum: BUCKETS, enumName: 'DaysPastDueBucket' }) bucket: Bucket;
  @ApiProperty({ type: 'integer' }) loans: number;
  @Centavos('What fell due and is unpaid: principal, interest and late charges.') amountDue: number;
  @Centavos('The principal they owe (ledger).') principal: number;
}

export class OverdueLoanDto {
  @ApiProperty({ example: 'HLC-2027-000001' }) loanNumber: string;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty() borrower: string;
  @ApiProperty({ enum: BUCKETS, enumName: 'DaysPastDueBucket' }) bucket: Bucket;
  @ApiProperty({ type: 'integer' }) daysPastDue: number;
  @ApiProperty({ example: '2027-02-15', description: 'The due date of the oldest unpaid instalment.' }) oldestDue: string;
  @Centavos('What fell due and is unpaid: principal, interest and late charges.') amountDue: number;
  @Centavos('The principal owed (ledger).') principal: number;
}

export class CollectionsDto {
  @ApiProperty({ example: '2027-02-20', description: 'The Manila day (business clock) the loans are aged on.' }) on: string;
  @ApiProperty({ type: BucketDto, isArray: true, description: 'Every bucket, with its counts and amounts.' }) buckets: BucketDto[];
  @ApiProperty({ type: OverdueLoanDto, isArray: true, description: 'Overdue loans, most days past due first.' }) loans: OverdueLoanDto[];
  @NextCursor() nextCursor: string | null;
}

export class ContactRequestDto {
  @RequestField({ enum: CONTACT_CHANNELS, enumName: 'ContactChannel' }) channel: ContactChannel;
  @RequestField({ type: 'string', example: 'Spoke to the borrower; salary delayed.', description: 'What happened: 1 to 500 characters.' }) outcome: string;
  @RequestField({ type: 'string', required: false, example: 'Call again on Friday.', description: 'At most 500 characters.' }) nextStep?: string;
}

export class PromiseRequestDto {
  @RequestField({ type: 'string', example: '2027-02-25', description: 'The promised date (Manila), from today to 60 days ahead.' }) promisedOn: string;
  @RequestField({ type: 'string', example: '25750', description: 'PHP promised: digits, optional thousands commas, at most 2 decimals.' }) amount: string;
}

export class CollectionSmsRequestDto {
  @RequestField({ type: 'string', example: 'POLITE_REMINDER', description: 'The code of a template (GET /officer/sms-templates).' }) template: string;
}

export class CollectionContactDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: CONTACT_CHANNELS, enumName: 'ContactChannel' }) channel: ContactChannel;
  @ApiProperty() outcome: string;
  @ApiProperty() nextStep: string;
  @ApiProperty({ format: 'uuid' }) officerId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class PromiseToPayDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '2027-02-25' }) promisedOn: string;
  @Centavos('Promised.') amount: number;
  @ApiProperty({ enum: ['PENDING', 'KEPT', 'BROKEN'], enumName: 'PromiseStatus', description: 'Checked by the promises job the day after the promised date.' }) status: string;
  @Centavos('Repaid on the loan from the promise to the check.', { nullable: true }) paid: number | null;
  @ApiProperty({ format: 'uuid' }) officerId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CollectionSmsDto {
  @ApiProperty({ example: 'POLITE_REMINDER' }) template: string;
  @ApiProperty() body: string;
  @ApiProperty({ example: '2027-02-20' }) sentOn: string;
  @ApiProperty({ format: 'uuid' }) officerId: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CollectionCaseDto {
  @ApiProperty({ example: 'HLC-2027-000001' }) loanNumber: string;
  @ApiProperty({ format: 'uuid' }) memberId: string;
  @ApiProperty() borrower: string;
  @ApiProperty({ example: '+639171234567', description: "The borrower's own number, the one to call." }) phoneNumber: string;
  @ApiProperty({ example: 'OVERDUE' }) status: string;
  @ApiProperty({ type: 'integer' }) daysPastDue: number;
  @ApiProperty({ enum: BUCKETS, enumName: 'DaysPastDueBucket', nullable: true }) bucket: Bucket | null;
  @Centavos('What fell due and is unpaid.') amountDue: number;
  @Centavos('The principal owed (ledger).') principal: number;
  @ApiProperty({ type: CollectionContactDto, isArray: true, description: 'The newest 50, newest first.' }) contacts: CollectionContactDto[];
  @ApiProperty({ type: PromiseToPayDto, isArray: true, description: 'The newest 50, newest first.' }) promises: PromiseToPayDto[];
  @ApiProperty({ type: CollectionSmsDto, isArray: true, description: 'The newest 50, newest first.' }) messages: CollectionSmsDto[];
}

export class SmsTemplateDto {
  @ApiProperty({ example: 'POLITE_REMINDER' }) code: string;
  @ApiProperty({ description: 'English; placeholders {{company}}, {{name}}, {{loanNumber}}, {{amountDue}}.' }) bodyEn: string;
  @ApiProperty({ description: 'Filipino; the same placeholders.' }) bodyFil: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class SmsTemplateListDto {
  @ApiProperty({ type: SmsTemplateDto, isArray: true, description: 'By code, one page.' }) templates: SmsTemplateDto[];
  @NextCursor() nextCursor: string | null;
}

export class SmsTemplateRequestDto {
  @RequestField({ type: 'string', description: 'English: 1 to 320 characters, no threatening or shaming words.' }) bodyEn: string;
  @RequestField({ type: 'string', description: 'Filipino: 1 to 320 characters, no threatening or shaming words.' }) bodyFil: string;
}
