// The loan application on /dash (docs/product.md §2 Loan application, §10 field names `amount`, `currency`,
// `installmentCount`, `agree`). A GET form: Continue goes to /dash/confirm with the values in the
// URL, so nothing typed is lost without JavaScript; Continue is the form's first button, so Enter
// continues; 'Update figures' recomputes the quote on /dash (the loader computes it from the query)
// and the link 'Read the Service and Policy Agreement' opens the agreement with the values shown
// (as typed with JavaScript, as last computed without). The page is sent without React: with
// JavaScript the calculator's script (features/calculator/enhance.ts) recomputes the texts marked
// data-figure live with the domain's loan math, and the agreement link with them. An amount outside
// the limits is raised to the minimum or lowered to the maximum (compared in PHP) with a note.
import { LOAN_MESSAGES, MESSAGES, type LoanSettings } from '@halimbawa/domain';
import { Alert, Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { Form, Link } from '@remix-run/react';
import { calcStateOf, calculatorData, calculatorTexts } from '~/features/calculator/calculator';
import { Figure } from '~/features/calculator/Figure';
import { fieldProps } from '~/lib/forms';
import { APPLY_ANCHOR, agreementUrl, applicationTexts, type ApplicationState } from '~/features/loans/application';
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

export function LoanApplicationForm({ settings, currencies, initial: state, check: tried, liveLoan }: LoanApplicationFormProps) {
  if (liveLoan) {
    return (
      <Card withBorder radius="md" padding="lg" component="section" id={APPLY_ANCHOR} aria-labelledby="apply-title">
        <Title order={2} size="h4" id="apply-title" mb="sm">
          Apply for a loan
        </Title>
        <Alert color="yellow" variant="light" role="status" data-testid="already-has-loan">
          <Text fw={700}>{LOAN_MESSAGES.alreadyHasLoan}</Text>
          <Text size="sm" mt={4}>
            Loan {liveLoan.loanNumber}: {liveLoan.statement}. You can apply again once this loan is repaid, cancelled or
            not approved.
          </Text>
        </Alert>
      </Card>
    );
  }

  const errors = tried ? state.errors : {};
  const agree = state.agree;
  const foreign = state.currency !== 'PHP';
  const t = calculatorTexts(calcStateOf(state));

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      id={APPLY_ANCHOR}
      aria-labelledby="apply-title"
      data-calculator={calculatorData(settings, currencies, applicationTexts())}
    >
      <Title order={2} size="h4" id="apply-title" mb="md">
        Apply for a loan
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Form method="get" action="/dash/confirm" aria-label="Loan application">
          <Stack gap="md">
            <TextInput
              label="Amount"
              description={<Figure texts={t} name="range" />}
              {...fieldProps('amount')}
              defaultValue={state.amountText}
              error={errors.amount}
              leftSection={
                <Text size="xs" c="dimmed">
                  <Figure texts={t} name="currency" />
                </Text>
              }
              leftSectionWidth={44}
            />
            <Text size="sm" c="orange.9" role="status" data-testid="amount-note" data-figure="note">
              {state.note}
            </Text>
            <NativeSelect
              label="Currency"
              name="currency"
              autoComplete="off"
              description={<Figure texts={t} name="currencyNote" />}
              defaultValue={state.currency}
              error={errors.currency}
              data={currencies.map((c) => ({ value: c.currencyCode, label: `${c.currencyCode} — ${c.currencyName}` }))}
            />
            <fieldset className="hl-terms" aria-describedby={errors.installmentCount ? 'term-error' : undefined}>
              <legend>Term (monthly instalments)</legend>
              <div className="hl-terms-row">
                {settings.terms.map((t) => (
                  <label key={t} className="hl-term">
                    <input type="radio" name="installmentCount" value={t} defaultChecked={state.installmentCount === t} />
                    <span>
                      {t}
                      <span className="hl-visually-hidden"> months</span>
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
                defaultChecked={agree}
                label="I have read and agree to the Service and Policy Agreement"
                error={tried && !agree ? MESSAGES.serviceAgreement : undefined}
                description={!tried && !agree ? MESSAGES.serviceAgreement : undefined}
              />
              <Text size="sm" mt={6} ml={{ base: 0, sm: 32 }}>
                <Anchor
                  component={Link}
                  to={agreementUrl({ amount: state.amountText, currency: state.currency, installmentCount: String(state.installmentCount), agree: agree ? 'on' : '' })}
                  data-agreement-link
                >
                  Read the Service and Policy Agreement
                </Anchor>
              </Text>
            </div>
            <Group gap="md">
              <Button type="submit" size="md">
                Continue
              </Button>
              <Button type="submit" variant="default" formAction={`/dash#${APPLY_ANCHOR}`} formMethod="get" formNoValidate>
                Update figures
              </Button>
            </Group>
          </Stack>
        </Form>
        <div aria-live="polite">
          <table className="hl-quote" data-testid="application-quote">
            <caption className="hl-visually-hidden">
              <Figure texts={t} name="caption" />
            </caption>
            <tbody>
              <tr>
                <th scope="row">Loan amount</th>
                <td data-testid="quote-amount">
                  <Figure texts={t} name="amount" />
                </td>
              </tr>
              <tr data-figure-row="foreign" hidden={!foreign}>
                <th scope="row">
                  <Figure texts={t} name="rateOfPhp" />
                </th>
                <td data-testid="quote-amount-php">
                  <Figure texts={t} name="amountPhp" />
                </td>
              </tr>
              <tr>
                <th scope="row">Monthly principal</th>
                <td>
                  <Figure texts={t} name="monthlyPrincipal" />
                </td>
              </tr>
              <tr>
                <th scope="row">
                  <Figure texts={t} name="interestLabel" />
                </th>
                <td>
                  <Figure texts={t} name="monthlyInterest" />
                </td>
              </tr>
              <tr className="hl-key">
                <th scope="row">Monthly instalment</th>
                <td data-testid="quote-instalment">
                  <Figure texts={t} name="instalment" />
                </td>
              </tr>
              <tr>
                <th scope="row">Total interest</th>
                <td>
                  <Figure texts={t} name="totalInterest" />
                </td>
              </tr>
              <tr>
                <th scope="row">Total to repay</th>
                <td data-testid="quote-total">
                  <Figure texts={t} name="totalRepay" />
                </td>
              </tr>
              <tr>
                <th scope="row">EIR (monthly / yearly)</th>
                <td>
                  <Figure texts={t} name="eirMonthly" /> / <Figure texts={t} name="eirYearly" />
                </td>
              </tr>
            </tbody>
          </table>
          <Text size="xs" c="dimmed" mt="sm">
            <Figure texts={t} name="months" /> monthly instalments. No fees before disbursement: the whole amount reaches your wallet. A loan
            officer reviews your application; you read the Disclosure Statement and sign with a code sent by SMS before
            any money moves.{' '}
            <Anchor component={Link} to="/hiw">
              How it works
            </Anchor>
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
