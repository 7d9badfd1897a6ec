// The Truth in Lending disclosure statement (R.A. 3765, docs/product.md §0.9) as the API gives it: the amount
// financed, finance charge, net proceeds, the monthly add-on rate and the effective interest rate,
// the instalment and number of payments, the total to repay, the schedule, the late-charge and
// cancellation terms and the lender's registration numbers, with a link to the same as a PDF.
import { Anchor, Card, Table, Text, Title } from '@mantine/core';
import type { DisclosureView } from '~/lib/api/types';
import { ScheduleTable } from '~/features/loans/ScheduleTable';

export function DisclosureStatement({ disclosure: d, headingOrder = 2 }: { disclosure: DisclosureView; headingOrder?: 2 | 3 }) {
  const foreign = d.currency !== 'PHP';
  const rows: Array<[string, string, string?]> = [
    ['Loan number', d.loanNumber],
    ['Borrower', `${d.borrower.fullName} (${d.borrower.phoneNumberMasked})`],
    ['Creditor', d.company.name],
    ...(foreign ? ([['Amount applied for', `${d.currency} ${d.amountText} at ${d.exchangeRateText}`]] as Array<[string, string]>) : []),
    ['Amount financed (principal)', `PHP ${d.amountFinancedText}`, 'amount-financed'],
    ['Finance charge (total interest)', `PHP ${d.financeChargeText}`, 'finance-charge'],
    ['Fees and other charges deducted', 'PHP 0.00'],
    ['Net proceeds of the loan (credited to your wallet)', `PHP ${d.netProceedsText}`, 'net-proceeds'],
    ['Monthly add-on interest rate', `${d.monthlyRateText} of the principal a month`],
    ['Effective interest rate (EIR), monthly', d.eirMonthlyText, 'eir-monthly'],
    ['Effective interest rate (EIR), yearly', d.eirYearlyText, 'eir-yearly'],
    ['Number of payments', `${d.numberOfPayments} monthly instalments`],
    ['Monthly instalment', `PHP ${d.instalmentText}`, 'instalment'],
    ['Total amount to repay', `PHP ${d.totalRepayText}`, 'total-repay'],
  ];
  const pdf = `/loan/${encodeURIComponent(d.loanNumber)}/disclosure.pdf`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="disclosure-title" data-testid="disclosure">
      <Title order={headingOrder} size="h4" id="disclosure-title">
        Disclosure Statement
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Truth in Lending Act (Republic Act No. 3765). Read it before you sign.{' '}
        <Anchor href={pdf} target="_blank" rel="noopener">
          Open it as a PDF
        </Anchor>
        .
      </Text>
      <Table withTableBorder withRowBorders verticalSpacing="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Tbody>
          {rows.map(([label, value, testId]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={500} w="55%">
                {label}
              </Table.Th>
              <Table.Td fw={700} data-testid={testId}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <div style={{ marginTop: 16 }}>
        <ScheduleTable rows={d.schedule} caption="Repayment schedule" estimated={d.dueDatesEstimated} />
      </div>
      <Title order={headingOrder === 2 ? 3 : 4} size="h5" mt="md">
        Late payment
      </Title>
      <Text size="sm">{d.lateChargeTerms}</Text>
      <Title order={headingOrder === 2 ? 3 : 4} size="h5" mt="md">
        Cancellation
      </Title>
      <Text size="sm">{d.cancellationTerms}</Text>
      <Text size="xs" c="dimmed" mt="md">
        {d.company.name}, {d.company.address}. SEC Registration No. {d.company.secRegistrationNumber}; Certificate of
        Authority No. {d.company.certificateOfAuthorityNumber}
        {d.company.bspRegistrationNumber ? `; BSP Registration (OPSCOR) No. ${d.company.bspRegistrationNumber}` : ''}.
      </Text>
    </Card>
  );
}

/** The contract's text, paragraph by paragraph, in a scrollable box. */
export function ContractText({ paragraphs, headingOrder = 2 }: { paragraphs: string[]; headingOrder?: 2 | 3 }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-text-title">
      <Title order={headingOrder} size="h4" id="contract-text-title" mb="sm">
        Loan contract
      </Title>
      <div
        tabIndex={0}
        role="region"
        aria-label="Contract text"
        style={{ maxHeight: 420, overflowY: 'auto', padding: '4px 12px', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        data-testid="contract-text"
      >
        {paragraphs.map((p, i) => (
          <Text key={i} size="sm" my="xs" fw={i === 0 ? 700 : undefined}>
            {p}
          </Text>
        ))}
      </div>
    </Card>
  );
}
