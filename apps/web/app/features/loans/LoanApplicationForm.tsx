// The loan application on /dash (docs/product.md §2 Loan application, §10 field names `amount`, `currency`,
// `installmentCount`, `agree`). A GET form: Continue goes to /dash/confirm with the values in the
// URL, so nothing typed is lost without JavaScript; Continue is the form's first button, so Enter
// continues; 'Update figures' recomputes the quote on /dash (the loader computes it from the query)
// and the link 'Read the Service and Policy Agreement' opens the agreement with the values shown
// (as typed with JavaScript, as last computed without). The page is sent without React: with
// JavaScript the calculator's script (features/calculator/enhance.ts) recomputes the texts marked
// data-figure live with the domain's loan math, and the agreement link with them. An amount outside
// the limits is raised to the minimum or lowered to the maximum (compared in PHP) with a note. The
// texts are in the page's language (the catalogue's `loans.apply` and `calculatorFigure` sections).
import { sectionTexts, translator, type LoanSettings } from '@halimbawa/domain';
import { Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { Form, Link } from '@remix-run/react';
import { calcStateOf, calculatorData, calculatorTexts } from '~/features/calculator/calculator';
import { Figure } from '~/features/calculator/Figure';
import { fieldProps } from '~/lib/forms';
import { useLanguage } from '~/lib/language';
import { APPLY_ANCHOR, agreementUrl, applicationTexts, type ApplicationState } from '~/features/loans/application';
import type { CurrencyOption } from '~/lib/api/types';
import '~/styles/panels.css';

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
  const lang = useLanguage();
  const t = translator(lang);
  if (liveLoan) {
    return (
      <section className="hl-card" id={APPLY_ANCHOR} aria-labelledby="apply-title">
        <h2 className="hl-h" id="apply-title" style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
          {t('loans.apply.title')}
        </h2>
        <div className="hl-alert" data-tone="yellow" role="status" data-testid="already-has-loan">
          <p className="hl-t" style={{ fontWeight: 700 }}>
            {t('loan.alreadyHasLoan')}
          </p>
          <p className="hl-t hl-t-sm" style={{ marginTop: 4 }}>
            {t('loans.loanAndStatement', { loanNumber: liveLoan.loanNumber, statement: liveLoan.statement })} {t('loans.apply.applyAgain')}
          </p>
        </div>
      </section>
    );
  }

  const errors = tried ? state.errors : {};
  const agree = state.agree;
  const foreign = state.currency !== 'PHP';
  const words = sectionTexts(lang, 'calculatorFigure');
  const figures = calculatorTexts(calcStateOf(state), words);

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      id={APPLY_ANCHOR}
      aria-labelledby="apply-title"
      data-calculator={calculatorData(settings, currencies, applicationTexts(lang), words)}
    >
      <Title order={2} size="h4" id="apply-title" mb="md">
        {t('loans.apply.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Form method="get" action="/dash/confirm" aria-label={t('loans.apply.formLabel')}>
          <Stack gap="md">
            <TextInput
              label={t('loans.apply.amount')}
              description={<Figure texts={figures} name="range" />}
              {...fieldProps('amount')}
              defaultValue={state.amountText}
              error={errors.amount}
              leftSection={
                <Text size="xs" c="dimmed">
                  <Figure texts={figures} name="currency" />
                </Text>
              }
              leftSectionWidth={44}
            />
            <Text size="sm" c="orange.9" role="status" data-testid="amount-note" data-figure="note">
              {state.note}
            </Text>
            <NativeSelect
              label={t('loans.apply.currency')}
              name="currency"
              autoComplete="off"
              description={<Figure texts={figures} name="currencyNote" />}
              defaultValue={state.currency}
              error={errors.currency}
              data={currencies.map((c) => ({ value: c.currencyCode, label: `${c.currencyCode} — ${c.currencyName}` }))}
            />
            <fieldset className="hl-terms" aria-describedby={errors.installmentCount ? 'term-error' : undefined}>
              <legend>{t('loans.apply.term')}</legend>
              <div className="hl-terms-row">
                {settings.terms.map((months) => (
                  <label key={months} className="hl-term">
                    <input type="radio" name="installmentCount" value={months} defaultChecked={state.installmentCount === months} />
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
                defaultChecked={agree}
                label={t('loans.apply.agree')}
                error={tried && !agree ? t('field.serviceAgreement') : undefined}
                description={!tried && !agree ? t('field.serviceAgreement') : undefined}
              />
              <Text size="sm" mt={6} ml={{ base: 0, sm: 32 }}>
                <Anchor
                  component={Link}
                  to={agreementUrl({ amount: state.amountText, currency: state.currency, installmentCount: String(state.installmentCount), agree: agree ? 'on' : '' })}
                  data-agreement-link
                >
                  {t('loans.apply.readAgreement')}
                </Anchor>
              </Text>
            </div>
            <Group gap="md">
              <Button type="submit" size="md">
                {t('loans.apply.continue')}
              </Button>
              <Button type="submit" variant="default" formAction={`/dash#${APPLY_ANCHOR}`} formMethod="get" formNoValidate>
                {t('loans.apply.update')}
              </Button>
            </Group>
          </Stack>
        </Form>
        <div aria-live="polite">
          <table className="hl-quote" data-testid="application-quote">
            <caption className="hl-visually-hidden">
              <Figure texts={figures} name="caption" />
            </caption>
            <tbody>
              <tr>
                <th scope="row">{t('loans.apply.loanAmount')}</th>
                <td data-testid="quote-amount">
                  <Figure texts={figures} name="amount" />
                </td>
              </tr>
              <tr data-figure-row="foreign" hidden={!foreign}>
                <th scope="row">
                  <Figure texts={figures} name="rateOfPhp" />
                </th>
                <td data-testid="quote-amount-php">
                  <Figure texts={figures} name="amountPhp" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('loans.apply.monthlyPrincipal')}</th>
                <td>
                  <Figure texts={figures} name="monthlyPrincipal" />
                </td>
              </tr>
              <tr>
                <th scope="row">
                  <Figure texts={figures} name="interestLabel" />
                </th>
                <td>
                  <Figure texts={figures} name="monthlyInterest" />
                </td>
              </tr>
              <tr className="hl-key">
                <th scope="row">{t('loans.apply.instalment')}</th>
                <td data-testid="quote-instalment">
                  <Figure texts={figures} name="instalment" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('loans.apply.totalInterest')}</th>
                <td>
                  <Figure texts={figures} name="totalInterest" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('loans.apply.totalRepay')}</th>
                <td data-testid="quote-total">
                  <Figure texts={figures} name="totalRepay" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('loans.apply.eir')}</th>
                <td>
                  <Figure texts={figures} name="eirMonthly" /> / <Figure texts={figures} name="eirYearly" />
                </td>
              </tr>
            </tbody>
          </table>
          <Text size="xs" c="dimmed" mt="sm">
            <Figure texts={figures} name="months" />
            {t('loans.apply.footnote')}{' '}
            <Anchor component={Link} to="/hiw">
              {t('loans.apply.howItWorks')}
            </Anchor>
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
