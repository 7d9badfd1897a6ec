/** The admin's webhook subscriptions (apps/api modules/webhooks). */
export const apiWebhooks = {
  url: 'Enter the address to send events to: a full http or https URL (https in production), without a user name or password, at most 2,000 characters.',
  events: 'Choose one or more events: {{types}}.',
  deliveryStatus: 'Choose one of {{statuses}}.',
  alreadyDisabled: 'This subscription is already disabled.',
};
