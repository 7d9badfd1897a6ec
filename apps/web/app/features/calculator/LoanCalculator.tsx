// The loan calculator: a GET form (amount, currency, installmentCount) whose loader computes the
// figures; with JavaScript it also recomputes live and shows a slider (rendered only after
// hydration, without a `name`, so it never submits a second `amount`). The currencies are those the
// application on /dash offers; the figures are in PHP, the loan's currency. On a page sent without
// React (/), `enhance` names its settings in a data attribute, and enhance.ts recomputes the texts
// marked data-figure live.
import { formatCentavos, sectionTexts, type LoanSettings } from '@halimbawa/domain';
import { Button, Card, Group, NativeSelect, SimpleGrid, Slider, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useMemo, useState } from 'react';
import { calculatorData, calculatorTexts, computeCalculator, type CalcState } from '~/features/calculator/calculator';
import { Figure } from '~/features/calculator/Figure';
import { applicationTexts } from '~/features/loans/application';
import type { CurrencyOption } from '~/lib/api/types';
import { fieldProps } from '~/lib/forms';
import { useHydrated } from '~/lib/hooks';
import { useLanguage, useT } from '~/lib/language';

/** Slider steps between the limits: PHP 10,000 a step over the default PHP 150,000 to 5,000,000. */
const SLIDER_STEPS = 485;

export interface LoanCalculatorProps {
  settings: LoanSettings;
  /** GET /availablecurrency, PHP first (as the application on /dash). */
  currencies: CurrencyOption[];
  /** The state computed by the loader from the URL. */
  initial: CalcState;
  /** Where the GET form goes ('/' or '/dash'). */
  action: string;
  /** Give the enhancement (enhance.ts) what it needs to recompute without React. */
  enhance?: boolean;
}

export function LoanCalculator({ settings, currencies, initial, action, enhance = false }: LoanCalculatorProps) {
  const hydrated = useHydrated();
  const lang = useLanguage();
  const t = useT();
  const words = sectionTexts(lang, 'calculatorFigure');
  const [amountText, setAmountText] = useState(initial.amountText);
  const [currency, setCurrency] = useState(initial.currency);
  const [term, setTerm] = useState(initial.installmentCount);

  // Before hydration the server's result is shown as is; afterwards every change recomputes.
  const state = useMemo(
    () => (hydrated ? computeCalculator({ amount: amountText, currency, installmentCount: term }, settings, currencies, applicationTexts(lang), false) : initial),
    [hydrated, amountText, currency, term, settings, currencies, initial, lang],
  );
  const cur = state.currency;
  const foreign = cur !== 'PHP';
  const figures = calculatorTexts(state, words);

  // The slider moves in whole units of the chosen currency.
  const minUnits = Math.ceil(state.minAmount / 100);
  const maxUnits = Math.floor(state.maxAmount / 100);
  const step = Math.max(1, Math.round((maxUnits - minUnits) / SLIDER_STEPS));

  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      id="calculator"
      component="section"
      aria-labelledby="calculator-title"
      data-calculator={enhance ? calculatorData(settings, currencies, applicationTexts(lang), words) : undefined}
    >
      <Title order={2} id="calculator-title" size="h3" mb="md">
        {t('calculator.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Form method="get" action={`${action}#calculator`} preventScrollReset aria-label={t('calculator.title')} noValidate={false}>
          <Stack gap="md">
            <TextInput
              label={t('calculator.amount')}
              description={<Figure texts={figures} name="range" />}
              {...fieldProps('amount')}
              value={amountText}
              onChange={(e) => setAmountText(e.currentTarget.value)}
              error={state.error ?? undefined}
              leftSection={
                <Text size="xs" c="dimmed">
                  <Figure texts={figures} name="currency" />
                </Text>
              }
              leftSectionWidth={44}
            />
            {hydrated ? (
              <Slider
                // The thumb is what takes the focus, so the name goes on it (aria-label on the root names nothing).
                thumbLabel={t('calculator.amount')}
                min={minUnits}
                max={maxUnits}
                step={step}
                value={Math.min(maxUnits, Math.max(minUnits, Math.round(state.amount / 100)))}
                onChange={(v) => setAmountText(formatCentavos(v * 100))}
                label={(v) => `${cur} ${formatCentavos(v * 100)}`}
                mb="sm"
              />
            ) : null}
            {state.note || enhance ? (
              <Text size="sm" c="orange.9" role="status" data-figure="note">
                {state.note}
              </Text>
            ) : null}
            <NativeSelect
              label={t('calculator.currency')}
              {...fieldProps('currency', { pattern: undefined, minLength: undefined, maxLength: undefined })}
              description={<Figure texts={figures} name="currencyNote" />}
              value={currency}
              onChange={(e) => setCurrency(e.currentTarget.value)}
              data={currencies.map((c) => ({ value: c.currencyCode, label: `${c.currencyCode} — ${c.currencyName}` }))}
            />
            <fieldset className="hl-terms">
              <legend>{t('calculator.term')}</legend>
              <div className="hl-terms-row">
                {settings.terms.map((months) => (
                  <label key={months} className="hl-term">
                    <input
                      type="radio"
                      name="installmentCount"
                      value={months}
                      checked={term === months}
                      onChange={() => setTerm(months)}
                    />
                    <span>
                      {months}
                      <span className="hl-visually-hidden">{t('calculator.months')}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Group>
              <Button type="submit">{t('calculator.compute')}</Button>
            </Group>
          </Stack>
        </Form>
        <div aria-live="polite" data-testid="quote">
          <table className="hl-quote">
            <caption className="hl-visually-hidden">
              <Figure texts={figures} name="caption" />
            </caption>
            <tbody>
              <tr>
                <th scope="row">{t('calculator.loanAmount')}</th>
                <td>
                  <Figure texts={figures} name="amount" />
                </td>
              </tr>
              {foreign || enhance ? (
                <tr data-figure-row="foreign" hidden={!foreign}>
                  <th scope="row">
                    <Figure texts={figures} name="rateOfPhp" />
                  </th>
                  <td data-testid="calc-amount-php">
                    <Figure texts={figures} name="amountPhp" />
                  </td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">{t('calculator.monthlyPrincipal')}</th>
                <td data-testid="monthly-principal">
                  <Figure texts={figures} name="monthlyPrincipal" />
                </td>
              </tr>
              <tr>
                <th scope="row">
                  <Figure texts={figures} name="interestLabel" />
                </th>
                <td data-testid="monthly-interest">
                  <Figure texts={figures} name="monthlyInterest" />
                </td>
              </tr>
              <tr className="hl-key">
                <th scope="row">{t('calculator.instalment')}</th>
                <td data-testid="monthly-instalment">
                  <Figure texts={figures} name="instalment" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('calculator.totalInterest')}</th>
                <td data-testid="total-interest">
                  <Figure texts={figures} name="totalInterest" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('calculator.totalRepay')}</th>
                <td data-testid="total-repay">
                  <Figure texts={figures} name="totalRepay" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('calculator.eirMonthly')}</th>
                <td data-testid="eir-monthly">
                  <Figure texts={figures} name="eirMonthly" />
                </td>
              </tr>
              <tr>
                <th scope="row">{t('calculator.eirYearly')}</th>
                <td data-testid="eir-yearly">
                  <Figure texts={figures} name="eirYearly" />
                </td>
              </tr>
            </tbody>
          </table>
          <Text size="xs" c="dimmed" mt="sm">
            <Figure texts={figures} name="months" />
            {t('calculator.footnote')}
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
