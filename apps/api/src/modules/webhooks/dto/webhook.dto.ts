import { ApiProperty } from '@nestjs/swagger';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';
import { RequestField } from '../../../common/domain-field.decorator';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_NO_ANSWER, type WebhookDeliveryStatus, type WebhookEventType, type WebhookNoAnswer } from '../webhook.rules';

const EVENT_TYPE = { enum: [...WEBHOOK_EVENT_TYPES], enumName: 'WebhookEventType' };
const DELIVERY_STATUS = { enum: [...WEBHOOK_DELIVERY_STATUSES], enumName: 'WebhookDeliveryStatus' };

/** POST /admin/webhooks. */
export class CreateWebhookDto {
  @RequestField({ type: 'string', example: 'https://erp.example.ph/halimbawa/events', description: 'Where events are POSTed: an absolute https URL (http too outside production).' })
  url: string;
  @RequestField({ ...EVENT_TYPE, isArray: true, example: ['loan.status_changed', 'payment.received'], description: 'The events to send.' })
  events: WebhookEventType[];
}

/** GET /admin/webhooks/{id}/deliveries. */
export class WebhookDeliveriesQueryDto extends PageQueryDto {
  @RequestField({ ...DELIVERY_STATUS, required: false, description: 'Only deliveries with this status.' }) status?: WebhookDeliveryStatus;
}

export class WebhookSubscriptionDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'https://erp.example.ph/halimbawa/events' }) url: string;
  @ApiProperty({ ...EVENT_TYPE, isArray: true }) events: WebhookEventType[];
  @ApiProperty({ description: 'False once disabled: nothing more is sent to it.' }) active: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) disabledAt: string | null;
}

export class CreatedWebhookDto {
  @ApiProperty({ type: WebhookSubscriptionDto }) subscription: WebhookSubscriptionDto;
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw8Lj0OoeJn7E=', description: 'Signs every delivery (`webhook-signature`). Shown this once: keep it.' })
  secret: string;
}

export class WebhookSubscriptionListDto {
  @ApiProperty({ type: WebhookSubscriptionDto, isArray: true, description: 'Newest first, one page.' }) subscriptions: WebhookSubscriptionDto[];
  @NextCursor() nextCursor: string | null;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'The `webhook-id` header: the same on every attempt.' }) eventId: string;
  @ApiProperty(EVENT_TYPE) eventType: WebhookEventType;
  @ApiProperty({ example: 'loan:HLB-2026-000123', description: "What the event is about; deliveries of one subject are sent in order." }) subject: string;
  @ApiProperty(DELIVERY_STATUS) status: WebhookDeliveryStatus;
  @ApiProperty({ type: 'integer', minimum: 0 }) attempts: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string', description: 'When it is tried next; null once DELIVERED, FAILED or CANCELLED.' }) nextAttemptAt: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) lastAttemptAt: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: "The endpoint's HTTP status at the last attempt; null when it did not answer." }) lastStatusCode: number | null;
  @ApiProperty({
    enum: [...WEBHOOK_NO_ANSWER],
    enumName: 'WebhookNoAnswer',
    nullable: true,
    description: "Why the last attempt got no HTTP status: `refused` (the URL's host resolves to a loopback, private, link-local or other non-public address), `no answer` (no connection, or none in 10 s); null when it got one.",
  })
  lastError: WebhookNoAnswer | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) deliveredAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class WebhookDeliveryListDto {
  @ApiProperty({ type: WebhookDeliveryDto, isArray: true, description: 'Newest first, one page.' }) deliveries: WebhookDeliveryDto[];
  @NextCursor() nextCursor: string | null;
}
