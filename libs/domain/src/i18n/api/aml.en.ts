/** Covered and suspicious transaction reports, and the holidays their due dates skip (apps/api modules/aml-reports, docs/aml.md). */
export const apiAml = {
  reasonCodes: 'Choose at least one reason from the list.',
  narrative: 'Describe what was seen, in 20 to 4,000 characters.',
  memberNotFound: 'There is no such member.',
  reportNotFound: 'There is no such report.',
  filedReference: "Write the AMLC's filing reference: 3 to 100 letters, digits, spaces or . _ / -.",
  alreadyFiled: 'This report was already marked filed.',
  kind: 'Choose CTR or STR.',
  day: 'Write the date as YYYY-MM-DD.',
  period: 'The "to" date must not be before the "from" date.',
  year: 'Choose a year from 2000 to 2100.',
  holidayName: 'Write the holiday’s name, in 1 to 100 characters.',
  holidayExists: 'That day is already a holiday.',
  holidayNotFound: 'That day is not a holiday on the list.',
  search: 'Search by a name or a phone number, 2 to 100 characters.',
};
