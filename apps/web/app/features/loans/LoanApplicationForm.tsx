// The loan application on /dash (docs/product.md §2 Loan application, §10 field names `amount`, `currency`,
// `installmentCount`, `agree`). A GET form: Continue goes to /dash/confirm with the values in the
// URL, so nothing typed is lost without JavaScript; Continue is the form's first button, so Enter
// continues; 'Update figures' recomputes the quote on /dash (the loader computes it from the query)
// and the link 'Read the Service and Policy Agreement' opens the agreement with the values shown
// (as typed with JavaScript, as last computed without). With JavaScript the quote recomputes live with the domain's loan
// math and Continue checks the agreement box before leaving. An amount outside the limits is raised
// to the minimum or lowered to the maximum (compared in PHP) with a note.
import { formatBps, formatCentavos, formatPercent, translator, type LoanSettings } from '@halimbawa/domain';
import { Alert, Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { Form, Link } from '@remix-run/react';
import { useMemo, useState, type FormEvent } from 'react';
import { fieldProps } from '~/lib/forms';
import { useHydrated } from '~/lib/hooks';
import { useLanguage } from '~/lib/language';
import { APPLY_ANCHOR, agreementUrl, applicationTexts, computeApplication, type ApplicationState } from '~/features/loans/application';
import type { CurrencyOption } from '~/lib/api/types';

export interface LoanApplicationFormProps {
  settings: LoanSettings;
  currencies: CurrencyOption[];
  /** The form as the loader computed it from the URL. */
  initial: ApplicationState;
  /** Show the problems beside the fields (after a refused Continue). */
  check: boolean;
  /** A loan that is not closed: the member cannot apply again. */
  liveLoan: { loanNumber: string; statement: string } | null;
}

export function LoanApplicationForm(props: LoanApplicationFormProps) {
  // A new URL (e.g. back from the agreement with the box ticked) starts the form afresh from it.
  const { initial, check } = props;
  const key = [initial.amountText, initial.currency, initial.installmentCount, initial.agree, check].join('|');
  return <ApplicationForm key={key} {...props} />;
}

function ApplicationForm({ settings, currencies, initial, check, liveLoan }: LoanApplicationFormProps) {
  const hydrated = useHydrated();
  const lang = useLanguage();
  const t = translator(lang);
  const [amountText, setAmountText] = useState(initial.amountText);
  const [currency, setCurrency] = useState(initial.currency);
  const [term, setTerm] = useState(initial.installmentCount);
  const [agree, setAgree] = useState(initial.agree);
  const [tried, setTried] = useState(check);

  const state = useMemo(
    () =>
      hydrated
        ? computeApplication({ amount: amountText, currency, installmentCount: term, agree: agree ? 'on' : '' }, settings, currencies, applicationTexts(lang), true)
        : initial,
    [hydrated, lang, amountText, currency, term, agree, settings, currencies, initial],
  );

  if (liveLoan) {
    return (
      <Card withBorder radius="md" padding="lg" component="section" id={APPLY_ANCHOR} aria-labelledby="apply-title">
        <Title order={2} size="h4" id="apply-title" mb="sm">
          {t('loans.apply.title')}
        </Title>
        <Alert color="yellow" variant="light" role="status" data-testid="already-has-loan">
          <Text fw={700}>{t('loan.alreadyHasLoan')}</Text>
          <Text size="sm" mt={4}>
            {t('loans.loanAndStatement', { loanNumber: liveLoan.loanNumber, statement: liveLoan.statement })} {t('loans.apply.applyAgain')}
          </Text>
        </Alert>
      </Card>
    );
  }

  const errors = tried ? state.errors : {};
  const q = state.quote;
  const cur = state.currency;
  const foreign = cur !== 'PHP';

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const goesOn = !submitter || submitter.getAttribute('formaction') === null;
    if (!goesOn) return;
    if (Object.keys(state.errors).length > 0) {
      e.preventDefault();
      setTried(true);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" id={APPLY_ANCHOR} aria-labelledby="apply-title">
      <Title order={2} size="h4" id="apply-title" mb="md">
        {t('loans.apply.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Form method="get" action="/dash/confirm" onSubmit={onSubmit} aria-label={t('loans.apply.formLabel')}>
          <Stack gap="md">
            <TextInput
              label={t('loans.apply.amount')}
              description={t('loans.apply.range', { currency: cur, min: formatCentavos(state.minAmount), max: formatCentavos(state.maxAmount) })}
              {...fieldProps('amount')}
              value={amountText}
              onChange={(e) => setAmountText(e.currentTarget.value)}
              error={errors.amount}
              leftSection={
                <Text size="xs" c="dimmed">
                  {cur}
                </Text>
              }
              leftSectionWidth={44}
            />
            {state.note ? (
              <Text size="sm" c="orange.9" role="status" data-testid="amount-note">
                {state.note}
              </Text>
            ) : null}
            <NativeSelect
              label={t('loans.apply.currency')}
              name="currency"
              autoComplete="off"
              description={foreign ? `${t('loans.apply.rate', { currency: cur, php: state.phpPerUnit })} ${t('loans.apply.paidInPhp')}` : t('loans.apply.paidInPhp')}
              value={currency}
              onChange={(e) => setCurrency(e.currentTarget.value)}
              error={errors.currency}
              data={currencies.map((c) => ({ value: c.currencyCode, label: `${c.currencyCode} — ${c.currencyName}` }))}
            />
            <fieldset className="hl-terms" aria-describedby={errors.installmentCount ? 'term-error' : undefined}>
              <legend>{t('loans.apply.term')}</legend>
              <div className="hl-terms-row">
                {settings.terms.map((months) => (
                  <label key={months} className="hl-term">
                    <input type="radio" name="installmentCount" value={months} checked={term === months} onChange={() => setTerm(months)} />
                    <span>
                      {months}
                      <span className="hl-visually-hidden">{t('loans.apply.months')}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.installmentCount ? (
                <Text size="sm" c="red.8" mt={4} role="alert" id="term-error">
                  {errors.installmentCount}
                </Text>
              ) : null}
            </fieldset>
            <div>
              <CheckboxField
                name="agree"
                value="on"
                checked={agree}
                onChange={(e) => setAgree(e.currentTarget.checked)}
                label={t('loans.apply.agree')}
                error={tried && !agree ? t('field.serviceAgreement') : undefined}
                description={!tried && !agree ? t('field.serviceAgreement') : undefined}
              />
              <Text size="sm" mt={6} ml={{ base: 0, sm: 32 }}>
                <Anchor component={Link} to={agreementUrl({ amount: amountText, currency, installmentCount: String(term), agree: agree ? 'on' : '' })}>
                  {t('loans.apply.readAgreement')}
                </Anchor>
              </Text>
            </div>
            <Group gap="md">
              <Button type="submit" size="md">
                {t('loans.apply.continue')}
              </Button>
              {!hydrated ? (
                <Button type="submit" variant="default" formAction={`/dash#${APPLY_ANCHOR}`} formMethod="get" formNoValidate>
                  {t('loans.apply.update')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Form>
        <div aria-live="polite">
          <table className="hl-quote" data-testid="application-quote">
            <caption className="hl-visually-hidden">
              {t('loans.apply.caption', { currency: cur, amount: formatCentavos(state.amount), months: q.months })}
            </caption>
            <tbody>
              <tr>
                <th scope="row">{t('loans.apply.loanAmount')}</th>
                <td data-testid="quote-amount">
                  {foreign ? `${cur} ${formatCentavos(state.amount)}` : `PHP ${formatCentavos(q.principal)}`}
                </td>
              </tr>
              {foreign ? (
                <tr>
                  <th scope="row">{t('loans.apply.inPhp', { currency: cur, php: state.phpPerUnit })}</th>
                  <td data-testid="quote-amount-php">PHP {formatCentavos(q.principal)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">{t('loans.apply.monthlyPrincipal')}</th>
                <td>PHP {formatCentavos(q.monthlyPrincipal)}</td>
              </tr>
              <tr>
                <th scope="row">{t('loans.apply.monthlyInterest', { rate: formatBps(settings.monthlyRateBps) })}</th>
                <td>PHP {formatCentavos(q.monthlyInterest)}</td>
              </tr>
              <tr className="hl-key">
                <th scope="row">{t('loans.apply.instalment')}</th>
                <td data-testid="quote-instalment">PHP {formatCentavos(q.instalment)}</td>
              </tr>
              <tr>
                <th scope="row">{t('loans.apply.totalInterest')}</th>
                <td>PHP {formatCentavos(q.totalInterest)}</td>
              </tr>
              <tr>
                <th scope="row">{t('loans.apply.totalRepay')}</th>
                <td data-testid="quote-total">PHP {formatCentavos(q.totalRepay)}</td>
              </tr>
              <tr>
                <th scope="row">{t('loans.apply.eir')}</th>
                <td>
                  {formatPercent(q.eirMonthly)} / {formatPercent(q.eirYearly)}
                </td>
              </tr>
            </tbody>
          </table>
          <Text size="xs" c="dimmed" mt="sm">
            {t('loans.apply.note', { months: q.months })}{' '}
            <Anchor component={Link} to="/hiw">
              {t('loans.apply.howItWorks')}
            </Anchor>
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
