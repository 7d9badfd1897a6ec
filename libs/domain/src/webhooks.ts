/** What an integrator can subscribe to (docs/api.md, Webhooks): the API checks it, the admin page offers it. */
export const WEBHOOK_EVENT_TYPES = ['loan.status_changed', 'payment.received', 'withdrawal.status_changed', 'kyc.decided'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const isWebhookEventType = (v: unknown): v is WebhookEventType => (WEBHOOK_EVENT_TYPES as readonly unknown[]).includes(v);

/** PENDING: to be sent (again) at next_attempt_at; FAILED: given up; CANCELLED: the subscription was disabled first. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED', 'CANCELLED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
