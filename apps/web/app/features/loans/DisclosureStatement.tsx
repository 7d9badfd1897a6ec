// The Truth in Lending disclosure statement (R.A. 3765, docs/product.md §0.9) as the API gives it: the amount
// financed, finance charge, net proceeds, the monthly add-on rate and the effective interest rate,
// the instalment and number of payments, the total to repay, the schedule, the late-charge and
// cancellation terms and the lender's registration numbers, with a link to the same as a PDF.
import { Anchor, Card, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DisclosureView } from '~/lib/api/types';
import { ScheduleTable } from '~/features/loans/ScheduleTable';
import { useT } from '~/lib/language';

export function DisclosureStatement({ disclosure: d, headingOrder = 2 }: { disclosure: DisclosureView; headingOrder?: 2 | 3 }) {
  const t = useT();
  const foreign = d.currency !== 'PHP';
  const php = (amount: string) => t('loans.phpAmount', { amount });
  // Names (the borrower's, the company's) are shown as written, in no language.
  const rows: Array<[string, ReactNode, string?]> = [
    [t('loans.disclosure.loanNumber'), d.loanNumber],
    [t('loans.disclosure.borrower'), <span translate="no">{`${d.borrower.fullName} (${d.borrower.phoneNumberMasked})`}</span>],
    [t('loans.disclosure.creditor'), <span lang="en">{d.company.name}</span>],
    ...(foreign
      ? ([[t('loans.disclosure.applied'), t('loans.disclosure.appliedValue', { currency: d.currency, amount: d.amountText, rate: d.exchangeRateText })]] as Array<[string, string]>)
      : []),
    ...(d.approvalReason
      ? ([
          [t('loans.disclosure.asked'), t('loans.disclosure.askedValue', { currency: d.currency, amount: d.appliedAmountText }), 'amount-asked'],
          [t('loans.disclosure.whyLower'), d.approvalReason, 'approval-reason'],
        ] as Array<[string, string, string]>)
      : []),
    [t('loans.disclosure.financed'), php(d.amountFinancedText), 'amount-financed'],
    [t('loans.disclosure.financeCharge'), php(d.financeChargeText), 'finance-charge'],
    [t('loans.disclosure.fees'), php('0.00')],
    [t('loans.disclosure.netProceeds'), php(d.netProceedsText), 'net-proceeds'],
    [t('loans.disclosure.monthlyRate'), t('loans.disclosure.monthlyRateValue', { rate: d.monthlyRateText })],
    [t('loans.disclosure.eirMonthly'), d.eirMonthlyText, 'eir-monthly'],
    [t('loans.disclosure.eirYearly'), d.eirYearlyText, 'eir-yearly'],
    [t('loans.disclosure.payments'), t('loans.monthlyInstalments', { months: d.numberOfPayments })],
    [t('loans.disclosure.instalment'), php(d.instalmentText), 'instalment'],
    [t('loans.disclosure.totalRepay'), php(d.totalRepayText), 'total-repay'],
  ];
  const pdf = `/loan/${encodeURIComponent(d.loanNumber)}/disclosure.pdf`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="disclosure-title" data-testid="disclosure">
      <Title order={headingOrder} size="h4" id="disclosure-title">
        {t('loans.disclosure.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('loans.disclosure.law')}{' '}
        <Anchor href={pdf} target="_blank" rel="noopener">
          {t('loans.disclosure.pdf')}
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
        <ScheduleTable rows={d.schedule} caption={t('loans.disclosure.schedule')} estimated={d.dueDatesEstimated} />
      </div>
      <Title order={headingOrder === 2 ? 3 : 4} size="h5" mt="md">
        {t('loans.disclosure.late')}
      </Title>
      <Text size="sm">{d.lateChargeTerms}</Text>
      <Title order={headingOrder === 2 ? 3 : 4} size="h5" mt="md">
        {t('loans.disclosure.cancellation')}
      </Title>
      <Text size="sm">{d.cancellationTerms}</Text>
      <Title order={headingOrder === 2 ? 3 : 4} size="h5" mt="md">
        {t('loans.disclosure.withdrawalLimits')}
      </Title>
      {d.withdrawalLimits.map((limit) => (
        <Text size="sm" key={limit} data-testid="withdrawal-limit">
          {limit}
        </Text>
      ))}
      <Text size="xs" c="dimmed" mt="md">
        <span lang="en">
          {d.company.name}, {d.company.address}
        </span>
        . {t('loans.disclosure.registration', { sec: d.company.secRegistrationNumber, coa: d.company.certificateOfAuthorityNumber })}
        {d.company.bspRegistrationNumber ? t('loans.disclosure.bsp', { bsp: d.company.bspRegistrationNumber }) : ''}.
      </Text>
    </Card>
  );
}

/** The contract's text, paragraph by paragraph, in a scrollable box. */
export function ContractText({ paragraphs, headingOrder = 2 }: { paragraphs: string[]; headingOrder?: 2 | 3 }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contract-text-title">
      <Title order={headingOrder} size="h4" id="contract-text-title" mb="sm">
        {t('loans.contract.textTitle')}
      </Title>
      <div
        tabIndex={0}
        role="region"
        aria-label={t('loans.contract.textLabel')}
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
