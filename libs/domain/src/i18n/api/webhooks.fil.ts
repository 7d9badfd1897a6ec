import type { Catalogue } from '../translate';

export const apiWebhooks: Catalogue['apiWebhooks'] = {
  url: 'Ilagay ang address na padadalhan ng mga event: buong http o https na URL (https sa production), walang user name o password, hanggang 2,000 character.',
  events: 'Pumili ng isa o higit pang event: {{types}}.',
  deliveryStatus: 'Pumili ng isa sa {{statuses}}.',
  alreadyDisabled: 'Naka-disable na ang subscription na ito.',
};
