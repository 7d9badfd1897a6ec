// The Loan Statement card (docs/product.md §2 Wallet), once the loan is approved: the next due date, the
// amount due, what was paid to date and what remains, and the schedule with each instalment's
// payments. Repayment from the wallet arrives with the repayments issue; nothing here pretends
// to take a payment.
import { formatCentavos } from '@halimbawa/domain';
import { Card, Text, Title } from '@mantine/core';
import { statementOf } from '~/features/loans/loan-status';
import type { LoanView } from '~/lib/api/types';
import { formatDate } from '~/lib/format';
import { Facts } from '~/components/Facts';
import { ScheduleTable } from '~/features/loans/ScheduleTable';

export function LoanStatement({ loan, headingOrder = 2 }: { loan: LoanView; headingOrder?: 2 | 3 }) {
  const s = statementOf(loan);
  const running = !!loan.disbursedAt;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="loan-statement-title" data-testid="loan-statement">
      <Title order={headingOrder} size="h4" id="loan-statement-title" mb="sm">
        Loan Statement
      </Title>
      <Facts
        items={[
          {
            label: 'Next due date',
            value: s.nextDue?.dueDate ? formatDate(s.nextDue.dueDate) : running ? 'Nothing due' : 'Set when the money reaches your wallet',
            testId: 'next-due-date',
          },
          { label: 'Amount due', value: `PHP ${formatCentavos(s.amountDue)}`, testId: 'amount-due' },
          { label: 'Paid to date', value: `PHP ${formatCentavos(s.paidToDate)}`, testId: 'paid-to-date' },
          { label: 'Remaining', value: `PHP ${formatCentavos(s.remaining)}` },
          { label: 'Total to repay', value: `PHP ${loan.totalRepayText}` },
          { label: 'Monthly add-on rate / EIR', value: `${loan.monthlyRateText} / ${loan.eirYearlyText} a year` },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <ScheduleTable
          rows={loan.schedule}
          caption={`Repayment schedule, ${loan.installmentCount} monthly instalments`}
          withPayments={running}
        />
      </div>
      <Text size="xs" c="dimmed" mt="sm">
        You may repay early, in whole or in part, at any time without penalty; unearned interest is rebated.
      </Text>
    </Card>
  );
}
