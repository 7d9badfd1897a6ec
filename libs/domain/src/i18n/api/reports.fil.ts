import type { Catalogue } from '../translate';

export const apiReports: Catalogue['apiReports'] = {
  date: 'Magbigay ng petsa bilang YYYY-MM-DD, hal. 2027-01-31.',
  month: 'Magbigay ng buwan bilang YYYY-MM, hal. 2027-01.',
  range: 'Hindi dapat mauna ang huling araw sa unang araw, at hanggang {{max}} araw lamang ang saklaw.',
  stage: 'Piliin ang yugto 1, 2 o 3.',
  format: 'Piliin ang json o csv.',
};
