/** Provisioning for expected losses, write-off and recovery (apps/api modules/provisioning, write-offs). */
export const apiProvisioning = {
  rate: 'Enter a rate in basis points from 0 to 10000 (100 = 1 %).',
  rising: 'Each stage needs a rate at least that of the stage before it.',
  monthEnd: 'Give the last day of a month that has ended, as YYYY-MM-DD.',
  requested: 'Change requested. A second staff member must approve it.',
  stage1: 'Stage 1 (current)',
  stage2: 'Stage 2 (more than 30 days late)',
  stage3: 'Stage 3 (more than 90 days late, or restructured)',
};

export const apiWriteOffs = {
  reason: 'Write why the loan is written off, in at most 500 characters.',
  notRunning: 'Only a disbursed loan that is not paid off can be written off.',
  nothingOwed: 'This loan owes nothing on the books: there is nothing to write off.',
  requested: 'Write-off requested. A second staff member must approve it.',
  status: 'Status',
  receivables: 'Owed on the books',
  reasonField: 'Reason',
  writtenOff: 'Written off',
  smsWrittenOff:
    '{{company}}: We have stopped collecting loan {{loanNumber}} and will send no more reminders about it. The PHP {{amount}} unpaid is still owed and is reported to the credit bureau as unpaid. You may still pay with payment reference {{reference}}; you get a receipt.',
  smsRecovery: '{{company}}: Receipt {{receipt}}. We received PHP {{amount}} on written-off loan {{loanNumber}}. Thank you. Still unpaid: PHP {{left}}.',
  recovered: 'PHP {{amount}} received on the written-off loan. Thank you.',
  nothingToRecover: 'Loan {{loanNumber}} owes nothing more. Your money stays in your wallet.',
};
