import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { CreateWebhookDto, CreatedWebhookDto, WebhookDeliveriesQueryDto, WebhookDeliveryListDto, WebhookSubscriptionDto, WebhookSubscriptionListDto } from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';

/** Webhook subscriptions for integrators (docs/api.md, Webhooks), managed by admins; every call audited. */
@Roles('ADMIN')
@Controller('admin/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @ApiOperation({
    summary: 'Subscribe an endpoint to events',
    description: 'Creates a subscription: the events of the given types are POSTed to `url`, signed with a new secret that this answer alone shows. Audited.',
  })
  @ApiCreatedResponse({ type: CreatedWebhookDto })
  create(@CurrentMember() admin: AuthMember, @Body() body: CreateWebhookDto, @ReqMeta() meta: RequestMeta): Promise<CreatedWebhookDto> {
    return this.webhooks.create(admin, body, meta);
  }

  @Get()
  @ApiOperation({ summary: 'List webhook subscriptions', description: 'Every subscription, active or disabled, newest first, a page at a time; secrets are never shown again. Audited.' })
  @ApiOkResponse({ type: WebhookSubscriptionListDto })
  list(@CurrentMember() admin: AuthMember, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<WebhookSubscriptionListDto> {
    return this.webhooks.list(admin, pageRequest(query), meta);
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disable a webhook subscription', description: 'Nothing more is sent to it; its pending deliveries are cancelled. Audited.' })
  @ApiOkResponse({ type: WebhookSubscriptionDto })
  @ApiConflictResponse({ description: 'Already disabled (`apiWebhooks.alreadyDisabled`).' })
  disable(@CurrentMember() admin: AuthMember, @Param('id') id: string, @ReqMeta() meta: RequestMeta): Promise<WebhookSubscriptionDto> {
    return this.webhooks.disable(admin, id, meta);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: "List a subscription's deliveries",
    description: 'The delivery log: one row per event sent (or to send) to the subscription, with its attempts and the last answer, newest first, a page at a time. Audited.',
  })
  @ApiOkResponse({ type: WebhookDeliveryListDto })
  deliveries(@CurrentMember() admin: AuthMember, @Param('id') id: string, @Query() query: WebhookDeliveriesQueryDto, @ReqMeta() meta: RequestMeta): Promise<WebhookDeliveryListDto> {
    return this.webhooks.deliveries(admin, id, query.status, pageRequest(query), meta);
  }
}
