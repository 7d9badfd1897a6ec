// The Loan Statement card (docs/product.md §2 Wallet), once the loan is approved: the next due date, the
// amount due, what was paid to date, late charges and what remains (the API's figures, LoanDto.balance),
// while the loan takes payments the Pay from wallet form (the next instalment, an amount, or pay off
// with the rebate of unearned interest), then the schedule with each instalment's status. The form
// carries an Idempotency-Key made when the page was rendered, so a double submit pays once.
import { formatCentavos } from '@halimbawa/domain';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Facts } from '~/components/Facts';
import { Link } from '~/components/Link';
import { ScheduleTable } from '~/features/loans/ScheduleTable';
import type { LoanView } from '~/lib/api/types';
import { formatDate } from '~/lib/format';
import type { FormRefusal } from '~/lib/forms';
import { useLanguage, useT } from '~/lib/language';

export interface LoanStatementProps {
  loan: LoanView;
  headingOrder?: 2 | 3;
  /** The Idempotency-Key of the Pay from wallet form (new on every render of the page); no form without it. */
  payKey?: string;
  /** The pay action's refusal, shown beside its field. */
  refusal?: FormRefusal;
}

export function LoanStatement({ loan, headingOrder = 2, payKey, refusal }: LoanStatementProps) {
  const lang = useLanguage();
  const t = useT();
  const b = loan.balance;
  const running = !!loan.disbursedAt;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="loan-statement-title" data-testid="loan-statement">
      <Title order={headingOrder} size="h4" id="loan-statement-title" mb="sm">
        {t('loans.statement.title')}
      </Title>
      <Facts
        items={[
          {
            label: t('loans.statement.nextDue'),
            value: b.nextDueDate ? formatDate(b.nextDueDate, lang) : t(running ? 'loans.statement.nothingDue' : 'loans.statement.setLater'),
            testId: 'next-due-date',
          },
          { label: t('loans.statement.amountDue'), value: `PHP ${b.nextDueAmountText}`, testId: 'amount-due' },
          { label: t('loans.statement.paid'), value: `PHP ${b.paidToDateText}`, testId: 'paid-to-date' },
          ...(b.lateChargesDue > 0 ? [{ label: t('loans.statement.late'), value: `PHP ${b.lateChargesDueText}`, testId: 'late-charges' }] : []),
          ...(b.lateChargesWaived > 0 ? [{ label: t('loans.statement.waived'), value: `PHP ${b.lateChargesWaivedText}`, testId: 'late-charges-waived' }] : []),
          { label: t('loans.statement.remaining'), value: `PHP ${b.remainingText}`, testId: 'remaining' },
          { label: t('loans.statement.totalRepay'), value: `PHP ${loan.totalRepayText}` },
          { label: t('loans.statement.rate'), value: t('loans.statement.rateValue', { monthly: loan.monthlyRateText, yearly: loan.eirYearlyText }) },
        ]}
      />
      {/* The form before the schedule: on a phone the schedule is a long way down. */}
      {b.canRepay && payKey ? <PayFromWallet loan={loan} payKey={payKey} refusal={refusal} /> : null}
      <div style={{ marginTop: 16 }}>
        <ScheduleTable rows={loan.schedule} caption={t('loans.statement.schedule', { months: loan.installmentCount })} withPayments={running} />
      </div>
      <Text size="xs" c="dimmed" mt="sm">
        {t('loans.statement.early')}
      </Text>
    </Card>
  );
}

function PayFromWallet({ loan, payKey, refusal }: { loan: LoanView; payKey: string; refusal?: FormRefusal }) {
  const lang = useLanguage();
  const t = useT();
  const b = loan.balance;
  const kind = refusal?.values.kind ?? 'NEXT';
  return (
    <Form method="post" aria-labelledby="pay-title" style={{ marginTop: 20 }} data-testid="pay-form" id="pay">
      <Title order={3} size="h5" id="pay-title" mb="xs">
        {t('loans.statement.pay')}
      </Title>
      <Text size="sm" mb="xs">
        <Link to="/pay" className="hl-link" data-testid="other-ways-to-pay">
          {t('pay.otherWays')}
        </Link>
      </Text>
      {refusal?.formError ? (
        <Alert color="red" variant="light" role="alert" mb="sm" data-testid="form-error">
          {refusal.formError}
        </Alert>
      ) : null}
      <CsrfInput />
      <input type="hidden" name="intent" value="repay" />
      <input type="hidden" name="loanNumber" value={loan.loanNumber} />
      <input type="hidden" name="idempotencyKey" value={payKey} />
      {/* Plain radios (member.css): Mantine's Radio styles weighed on /wallet's CSS budget. */}
      <fieldset className="hl-choices" aria-describedby={refusal?.errors.kind ? 'kind-error' : undefined}>
        <legend>{t('loans.statement.what')}</legend>
        <Stack gap={6} mt={4}>
          <label>
            <input type="radio" name="kind" value="NEXT" defaultChecked={kind === 'NEXT'} />
            {b.nextDueDate
              ? t('loans.statement.nextDueOn', { amount: b.nextDueAmountText, date: formatDate(b.nextDueDate, lang) })
              : t('loans.statement.next', { amount: b.nextDueAmountText })}
          </label>
          <label>
            <input type="radio" name="kind" value="AMOUNT" defaultChecked={kind === 'AMOUNT'} />
            {t('loans.statement.anAmount')}
          </label>
          <label>
            <input type="radio" name="kind" value="PAYOFF" defaultChecked={kind === 'PAYOFF'} />
            {b.payoffRebate > 0
              ? t('loans.statement.payoffRebate', { amount: b.payoffAmountText, rebate: b.payoffRebateText })
              : t('loans.statement.payoff', { amount: b.payoffAmountText })}
          </label>
        </Stack>
        {refusal?.errors.kind ? (
          <Text size="sm" c="red.8" mt={4} role="alert" id="kind-error">
            {refusal.errors.kind}
          </Text>
        ) : null}
      </fieldset>
      <TextInput
        name="amount"
        label={t('loans.statement.amountLabel')}
        inputMode="decimal"
        autoComplete="off"
        maxLength={14}
        pattern="[0-9,]*(\.[0-9]{1,2})?"
        defaultValue={refusal?.values.amount ?? ''}
        error={refusal?.errors.amount}
        mt="sm"
        maw={280}
        key={refusal?.attempt}
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('loans.statement.order', { max: formatCentavos(b.payoffAmount) })}
      </Text>
      <Button type="submit" mt="md">
        {t('loans.statement.pay')}
      </Button>
    </Form>
  );
}
