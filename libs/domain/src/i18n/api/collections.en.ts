/** Collections (apps/api modules/collections; the rules in docs/collections.md). */
export const apiCollections = {
  bucket: 'Choose one of 1-30, 31-60, 61-90 or 90+.',
  notOverdue: 'This loan is not running: there is nothing to collect.',
  channel: 'Choose CALL, SMS or VISIT.',
  outcome: 'Say what happened (1 to 500 characters).',
  nextStep: 'The next step may have at most 500 characters.',
  promisedOn: 'Give the promised date as YYYY-MM-DD, from today to {{max}} days ahead.',
  amount: 'Give the promised amount in PHP, more than 0, with at most 2 decimals.',
  template: 'Choose one of the SMS templates.',
  quietHours: 'Collection messages may be sent only from 6 am to 10 pm Manila time.',
  oneADay: 'This borrower already received a collection message today. Try again tomorrow.',
  templateBody: 'Write the message in 1 to 320 characters.',
  templateWords: 'Remove words that threaten, insult or shame the borrower: {{words}}.',
  templateLink: 'Remove the link: our SMS never carry links, so that borrowers can tell them from scams.',
  templateDate: 'Write the date in words (30 November 2026), not as 2026-11-30: our SMS write dates as people read them.',
  templatePlaceholder: 'Use only these placeholders: {{placeholders}}.',
};
