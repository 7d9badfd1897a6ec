import type { Catalogue } from '../translate';

export const shell: Catalogue['shell'] = {
  switchLanguage: 'Basahin sa Filipino',
  skipToContent: 'Lumaktaw sa nilalaman',
};
