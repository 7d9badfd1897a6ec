import type { Catalogue } from '../translate';

export const notifications: Catalogue['notifications'] = {
  title: 'Mga abiso',
  lead: 'Lahat ng SMS at e-mail na ipinadala namin sa inyo, pinakabago muna. Nakatago rito ang mga one-time code: basahin lamang ang mga ito sa mensahe sa inyong telepono.',
  link: 'Mga abiso',
  linkUnread_one: 'Mga abiso: {{count}} bago',
  linkUnread_other: 'Mga abiso: {{count}} bago',
  none: 'Wala pa kaming ipinadalang SMS o e-mail sa inyo.',
  older: 'Mas lumang mga mensahe',
  first: 'Pinakabagong mga mensahe',
  sms: 'Mensaheng SMS',
  email: 'E-mail na mensahe',
  new: 'Bago',
  list: 'Mga mensaheng ipinadala namin sa inyo',
};
