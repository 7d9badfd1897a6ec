import type { Catalogue } from '../translate';

export const apiBooks: Catalogue['apiBooks'] = {
  month: 'Magbigay ng buwan bilang YYYY-MM, hal. 2027-01.',
  monthNotEnded: 'Hindi pa tapos ang {{month}}: isinasara ang buwan pagkatapos ng huling araw nito.',
  alreadyClosed: 'Sarado na ang mga libro hanggang {{closedThrough}}: pumili ng mas huling buwan.',
  closeOfBusinessNeverRan: 'Hindi pa tumatakbo ang pagsasara ng araw: kailangang maisara nito ang bawat araw hanggang {{lastDay}} bago isara ang buwan.',
  closeOfBusinessBehind: 'Naisara lamang ng pagsasara ng araw ang mga araw hanggang {{through}}: kailangang maisara nito ang {{lastDay}} bago isara ang buwan.',
  allowanceNotMeasured: 'Hindi pa nasusukat ang allowance para sa posibleng pagkalugi sa {{lastDay}}: naitatala ito sa araw na iyon, kaya isinasara ang buwan pagkatapos nito.',
  adminChecks: 'Ibang admin lamang ang maaaring mag-apruba sa pagsasara ng buwan.',
  periodClosed: 'Sarado ang mga libro hanggang {{closedThrough}}: walang maitatala sa {{bookedOn}}. Itala ang pagtutuwid sa bukas na panahon.',
};
