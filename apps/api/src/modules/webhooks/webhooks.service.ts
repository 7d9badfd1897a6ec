import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FieldErrors } from '@halimbawa/domain';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { Clock } from '../../common/clock';
import { Refusal, refuseFields } from '../../common/errors';
import { keysetPage, pageOf, type PageRequest } from '../../common/paging';
import type { RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';
import type {
  CreateWebhookDto,
  CreatedWebhookDto,
  WebhookDeliveryDto,
  WebhookDeliveryListDto,
  WebhookSubscriptionDto,
  WebhookSubscriptionListDto,
} from './dto/webhook.dto';
import { WebhookDeliveryEntity, WebhookSubscriptionEntity } from './webhook.entities';
import {
  isWebhookEventType,
  isWebhookUrl,
  newWebhookSecret,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from './webhook.rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toSubscriptionDto = (s: WebhookSubscriptionEntity): WebhookSubscriptionDto => ({
  id: s.id,
  url: s.url,
  events: s.eventTypes,
  active: s.active,
  createdAt: s.createdAt.toISOString(),
  disabledAt: s.disabledAt?.toISOString() ?? null,
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The admin's webhook subscriptions and their delivery log (docs/decisions/020); every step audited. */
@Injectable()
export class WebhooksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** A new subscription with a new secret, which this answer alone shows. */
  async create(admin: AuthMember, body: CreateWebhookDto, meta: RequestMeta): Promise<CreatedWebhookDto> {
    const url = typeof body.url === 'string' ? body.url.trim() : body.url;
    const events = Array.isArray(body.events) ? [...new Set(body.events)] : [];
    const errors: FieldErrors = {};
    if (!isWebhookUrl(url, this.config.isProduction)) errors.url = { code: 'apiWebhooks.url' };
    if (events.length === 0 || !events.every(isWebhookEventType)) errors.events = { code: 'apiWebhooks.events', params: { types: WEBHOOK_EVENT_TYPES.join(', ') } };
    refuseFields(errors);
    const secret = newWebhookSecret();
    const subscription = await this.dataSource.transaction(async (m) => {
      const row = m.create(WebhookSubscriptionEntity, {
        url: url as string,
        secret,
        eventTypes: events as WebhookEventType[],
        active: true,
        createdBy: admin.id,
        createdAt: this.clock.now(),
        disabledAt: null,
      });
      await m.save(row);
      await this.audit.record({ actorId: admin.id, action: 'admin.webhook.create', target: row.id, meta, details: { url: row.url, events: row.eventTypes } }, m);
      return row;
    });
    return { subscription: toSubscriptionDto(subscription), secret };
  }

  /** Every subscription, newest first, a page at a time (secrets never shown again). */
  async list(admin: AuthMember, page: PageRequest, meta: RequestMeta): Promise<WebhookSubscriptionListDto> {
    const qb = this.dataSource.getRepository(WebhookSubscriptionEntity).createQueryBuilder('s');
    const { rows, nextCursor } = pageOf(await keysetPage(qb, 's', page.after, page.limit + 1).getMany(), page.limit);
    await this.audit.record({ actorId: admin.id, action: 'admin.webhooks.list', meta, details: { paged: page.after !== null, count: rows.length } });
    return { subscriptions: rows.map(toSubscriptionDto), nextCursor };
  }

  /** Stops a subscription: its pending deliveries are CANCELLED with it, nothing more is sent. */
  async disable(admin: AuthMember, id: string, meta: RequestMeta): Promise<WebhookSubscriptionDto> {
    if (!UUID.test(id)) throw Refusal.notFound();
    const subscription = await this.dataSource.transaction(async (m) => {
      const row = await m.findOne(WebhookSubscriptionEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw Refusal.notFound();
      if (!row.active) throw Refusal.conflict('apiWebhooks.alreadyDisabled');
      const now = this.clock.now();
      await m.update(WebhookSubscriptionEntity, { id }, { active: false, disabledAt: now });
      // A delivery being sent right now keeps its lock until it is done; it is not cancelled.
      await m.query(
        `UPDATE webhook_deliveries SET status = 'CANCELLED', next_attempt_at = NULL
         WHERE id IN (SELECT id FROM webhook_deliveries WHERE subscription_id = $1 AND status = 'PENDING' FOR UPDATE SKIP LOCKED)`,
        [id],
      );
      await this.audit.record({ actorId: admin.id, action: 'admin.webhook.disable', target: id, meta }, m);
      return Object.assign(row, { active: false, disabledAt: now });
    });
    return toSubscriptionDto(subscription);
  }

  /** A subscription's delivery log, newest first, a page at a time; `status` narrows it. */
  async deliveries(admin: AuthMember, id: string, status: unknown, page: PageRequest, meta: RequestMeta): Promise<WebhookDeliveryListDto> {
    if (status !== undefined && !(WEBHOOK_DELIVERY_STATUSES as readonly unknown[]).includes(status)) {
      throw Refusal.fields({ status: { code: 'apiWebhooks.deliveryStatus', params: { statuses: WEBHOOK_DELIVERY_STATUSES.join(', ') } } });
    }
    if (!UUID.test(id) || !(await this.dataSource.getRepository(WebhookSubscriptionEntity).existsBy({ id }))) throw Refusal.notFound();
    const qb = this.dataSource
      .getRepository(WebhookDeliveryEntity)
      .createQueryBuilder('d')
      .innerJoin('webhook_events', 'e', 'e.id = d.event_id')
      .addSelect('e.type', 'event_type')
      .where('d.subscription_id = :id', { id });
    if (status) qb.andWhere('d.status = :status', { status: status as WebhookDeliveryStatus });
    const { entities, raw } = await keysetPage(qb, 'd', page.after, page.limit + 1).getRawAndEntities<{ d_id: string; event_type: WebhookEventType }>();
    const typeOf = new Map(raw.map((r) => [r.d_id, r.event_type]));
    const { rows, nextCursor } = pageOf(entities, page.limit);
    await this.audit.record({ actorId: admin.id, action: 'admin.webhook.deliveries', target: id, meta, details: { status: status ?? null, paged: page.after !== null, count: rows.length } });
    return { deliveries: rows.map((d) => this.toDeliveryDto(d, typeOf.get(d.id)!)), nextCursor };
  }

  private toDeliveryDto(d: WebhookDeliveryEntity, eventType: WebhookEventType): WebhookDeliveryDto {
    return {
      id: d.id,
      eventId: d.eventId,
      eventType,
      subject: d.subject,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: iso(d.nextAttemptAt),
      lastAttemptAt: iso(d.lastAttemptAt),
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      deliveredAt: iso(d.deliveredAt),
      createdAt: d.createdAt.toISOString(),
    };
  }
}
