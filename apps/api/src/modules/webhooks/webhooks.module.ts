import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventsService } from './events.service';
import { WebhookDeliveryJob } from './webhook-delivery.job';
import { WebhookTransport } from './webhook-transport';
import { WEBHOOK_ENTITIES } from './webhook.entities';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Webhooks for integrators (docs/decisions/020): EventsService, which the loans, payments,
 * withdrawals and KYC services call in their transactions; the delivery job; the admin's API.
 */
@Module({
  imports: [TypeOrmModule.forFeature(WEBHOOK_ENTITIES)],
  controllers: [WebhooksController],
  providers: [EventsService, WebhooksService, WebhookDeliveryJob, WebhookTransport],
  exports: [EventsService, WebhookDeliveryJob],
})
export class WebhooksModule {}
