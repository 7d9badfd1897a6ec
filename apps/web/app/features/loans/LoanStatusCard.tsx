// The Loan Status card (docs/product.md §2 Wallet, Dashboard): icon, colour, status text and message from the
// API's `statusCard`, which comes from the status catalogue alone (docs/product.md §0.4); then the application
// date, the amount in the chosen currency and in PHP, the loan number and the credit provider. With
// `actions`, the next step: 'Review and sign your contract' when APPROVED, the contract once signed,
// and a link to cancel while the loan can be cancelled.
import { LOAN_MESSAGES } from '@halimbawa/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { amountWithPhp } from '~/features/loans/loan-status';
import type { LoanView } from '~/lib/api/types';
import { formatDate } from '~/lib/format';
import { Facts } from '~/components/Facts';
import { StatusPanel } from '~/features/loans/StatusPanel';

export interface LoanStatusCardProps {
  loan: LoanView;
  /** Show the links to the next step (sign, contract, cancel). */
  actions?: boolean;
  /** The heading level of the card's title (2 on /dash and /wallet). */
  headingOrder?: 2 | 3;
}

export function LoanStatusCard({ loan, actions = true, headingOrder = 2 }: LoanStatusCardProps) {
  return (
    <StatusPanel
      kind="Loan Status"
      entry={loan.statusCard}
      status={loan.status}
      titleId={`loan-status-${loan.loanNumber}`}
      testId="loan-status"
      headingOrder={headingOrder}
      details={
        loan.rejectionReason ? (
          <Text mt={4} size="sm">
            Reason: {loan.rejectionReason}
          </Text>
        ) : null
      }
    >
      <Facts
        items={[
          { label: 'Application date', value: formatDate(loan.appliedAt) },
          {
            label: 'Amount',
            value: amountWithPhp(loan.currency, loan.amountText, loan.amountPhpText),
            testId: 'loan-amount',
          },
          { label: 'Term', value: `${loan.installmentCount} monthly instalments of PHP ${loan.instalmentText}` },
          { label: 'Loan number', value: loan.loanNumber, testId: 'loan-number' },
          { label: 'Credit provider', value: loan.creditProvider },
          loan.disbursedAt ? { label: 'Credited to your wallet', value: formatDate(loan.disbursedAt) } : null,
        ]}
      />
      {actions ? <LoanActions loan={loan} /> : null}
    </StatusPanel>
  );
}

function LoanActions({ loan }: { loan: LoanView }) {
  const signable = loan.status === 'APPROVED';
  const signed = !!loan.signedAt;
  if (!signable && !signed && !loan.canCancel) return null;
  return (
    <Stack gap="xs" mt="lg">
      <Group gap="md">
        {signable ? (
          <Button component={Link} to="/dash/contract" color="green">
            {LOAN_MESSAGES.reviewAndSign}
          </Button>
        ) : null}
        {signed ? (
          <>
            <Anchor component={Link} to="/dash/contract">
              Your contract and disclosure statement
            </Anchor>
            <Anchor href={`/loan/${encodeURIComponent(loan.loanNumber)}/contract.pdf`} download>
              Download the signed contract (PDF)
            </Anchor>
          </>
        ) : null}
      </Group>
      {loan.canCancel ? (
        <Text size="sm">
          Changed your mind?{' '}
          <Anchor component={Link} to="/dash/cancel">
            Cancel this loan
          </Anchor>
          {loan.status === 'DISBURSED' ? ' by returning the principal from your wallet, with no interest and no fee.' : ' at no cost.'}
        </Text>
      ) : null}
    </Stack>
  );
}
