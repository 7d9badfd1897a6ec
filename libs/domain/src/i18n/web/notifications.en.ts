/** The member's notifications (routes/notifications.tsx) and the shell's link to them (features/notifications). */
export const notifications = {
  title: 'Notifications',
  lead: 'Every SMS and e-mail we sent you, newest first. One-time codes are hidden here: read them only in the message on your phone.',
  link: 'Notifications',
  linkUnread_one: 'Notifications: {{count}} new',
  linkUnread_other: 'Notifications: {{count}} new',
  none: 'We have not sent you any SMS or e-mail yet.',
  older: 'Older messages',
  first: 'Newest messages',
  sms: 'SMS',
  email: 'E-mail',
  new: 'New',
  list: 'Messages we sent you',
};
