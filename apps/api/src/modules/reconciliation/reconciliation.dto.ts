import { ApiProperty } from '@nestjs/swagger';
import { PAY_CHANNELS } from '@halimbawa/domain';
import { RequestField } from '../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../common/page.dto';
import { Centavos } from '../../openapi/money';
import { PAYMENT_DISCREPANCIES, type PaymentDiscrepancy } from '../payments/dto/channel.dto';

export const ITEM_KINDS = ['MATCHED', 'FILE_ONLY', 'PRODUCT_ONLY', 'AMOUNT_DIFFERS'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export class SettlementUploadDto {
  @RequestField({ enum: Object.keys(PAY_CHANNELS), enumName: 'PayChannel', description: 'The channel whose settlement file this is.' }) channel: string;
  @RequestField({ type: 'string', example: 'gcash-2027-02-10.csv' }) filename: string;
  @RequestField({ type: 'string', description: 'The file: CSV with a header naming transactionId, amount (PHP) and date (YYYY-MM-DD); at most 512 KB and 5,000 transactions.' }) csv: string;
}

export class RunItemsQueryDto extends PageQueryDto {
  @RequestField({ enum: ITEM_KINDS, enumName: 'ReconciliationItemKind', required: false, description: 'Only the items of this kind.' }) kind?: ItemKind;
}

export class ResolveItemDto {
  @RequestField({ type: 'string', example: 'Channel paid late; confirmed with GCash.', description: '1 to 500 characters.' }) note: string;
}

export class RunCountsDto {
  @ApiProperty({ type: 'integer' }) matched: number;
  @ApiProperty({ type: 'integer' }) fileOnly: number;
  @ApiProperty({ type: 'integer' }) productOnly: number;
  @ApiProperty({ type: 'integer', description: 'How many transactions are in both with different amounts.' }) amountsDiffering: number;
  @ApiProperty({ type: 'integer', description: 'Differences (not matched) not yet resolved.' }) unresolved: number;
}

export class ReconciliationRunDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: Object.keys(PAY_CHANNELS), enumName: 'PayChannel' }) channel: string;
  @ApiProperty() filename: string;
  @ApiProperty({ example: '2027-02-10' }) periodFrom: string;
  @ApiProperty({ example: '2027-02-10' }) periodTo: string;
  @ApiProperty({ type: 'integer' }) fileRows: number;
  @ApiProperty({ format: 'uuid' }) uploadedBy: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: RunCountsDto }) counts: RunCountsDto;
}

export class ReconciliationRunListDto {
  @ApiProperty({ type: ReconciliationRunDto, isArray: true, description: 'Newest first.' }) runs: ReconciliationRunDto[];
  @NextCursor() nextCursor: string | null;
}

export class ReconciliationItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ITEM_KINDS, enumName: 'ReconciliationItemKind' }) kind: ItemKind;
  @ApiProperty() transactionId: string;
  @Centavos('What the file says.', { nullable: true }) fileAmount: number | null;
  @Centavos('What the channel notified.', { nullable: true }) productAmount: number | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) resolvedBy: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
}

export class ReconciliationRunDetailDto {
  @ApiProperty({ type: ReconciliationRunDto }) run: ReconciliationRunDto;
  @ApiProperty({ type: ReconciliationItemDto, isArray: true, description: "A page of the run's items, newest first (filter by `kind`)." }) items: ReconciliationItemDto[];
  @NextCursor() nextCursor: string | null;
}

/** A payment a provider's webhook announced but the provider did not confirm (docs/integrations.md): nothing was credited. */
export class UnconfirmedPaymentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'XENDIT' }) provider: string;
  @ApiProperty({ example: 'py-1fdaf346-dd2e-4b6c-b938-124c7167a822', description: "The provider's payment id." }) paymentId: string;
  @ApiProperty({ enum: PAYMENT_DISCREPANCIES, enumName: 'PaymentDiscrepancy' }) reason: PaymentDiscrepancy;
  @ApiProperty({ type: String, nullable: true, description: 'The reference the webhook named.' }) reference: string | null;
  @Centavos('What the webhook claimed.', { nullable: true }) claimedAmount: number | null;
  @Centavos('What the provider answered when asked back; null when it knew no such payment.', { nullable: true }) confirmedAmount: number | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's status when asked back." }) confirmedStatus: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When staff marked it resolved.' }) resolvedAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) resolvedBy: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'How it was resolved (the staff member\'s note).' }) resolution: string | null;
}

export class UnconfirmedPaymentsQueryDto extends PageQueryDto {
  @RequestField({ enum: ['OPEN', 'RESOLVED'], enumName: 'UnconfirmedPaymentState', required: false, description: 'OPEN (the default): still to look at; RESOLVED: marked resolved.' }) state?: string;
  @RequestField({ type: 'string', required: false, maxLength: 64, description: "A payment id or a payment reference, from its start." }) q?: string;
}

export class UnconfirmedPaymentListDto {
  @ApiProperty({ type: UnconfirmedPaymentDto, isArray: true, description: 'Newest first.' }) payments: UnconfirmedPaymentDto[];
  @NextCursor() nextCursor: string | null;
}
