/** The back office's books and reports (apps/api modules/reports). */
export const apiReports = {
  date: 'Give a date as YYYY-MM-DD, e.g. 2027-01-31.',
  month: 'Give a month as YYYY-MM, e.g. 2027-01.',
  range: 'The first day must not be after the last, and the range may span at most {{max}} days.',
  stage: 'Choose stage 1, 2 or 3.',
  format: 'Choose json or csv.',
};
