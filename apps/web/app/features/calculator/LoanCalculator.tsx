// The loan calculator: a GET form (amount, currency, installmentCount) whose loader computes the
// figures; with JavaScript it also recomputes live and shows a slider (rendered only after
// hydration, without a `name`, so it never submits a second `amount`). The currencies are those the
// application on /dash offers; the figures are in PHP, the loan's currency.
import { formatCentavos, formatPercent, formatBps, type LoanSettings } from '@halimbawa/domain';
import { Button, Card, Group, NativeSelect, SimpleGrid, Slider, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useMemo, useState } from 'react';
import { computeCalculator, type CalcState } from '~/features/calculator/calculator';
import type { CurrencyOption } from '~/lib/api/types';
import { fieldProps } from '~/lib/forms';
import { useHydrated } from '~/lib/hooks';

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
  title?: string;
}

export function LoanCalculator({ settings, currencies, initial, action, title = 'Loan calculator' }: LoanCalculatorProps) {
  const hydrated = useHydrated();
  const [amountText, setAmountText] = useState(initial.amountText);
  const [currency, setCurrency] = useState(initial.currency);
  const [term, setTerm] = useState(initial.installmentCount);

  // Before hydration the server's result is shown as is; afterwards every change recomputes.
  const state = useMemo(
    () => (hydrated ? computeCalculator({ amount: amountText, currency, installmentCount: term }, settings, currencies, false) : initial),
    [hydrated, amountText, currency, term, settings, currencies, initial],
  );
  const q = state.quote;
  const cur = state.currency;
  const foreign = cur !== 'PHP';

  // The slider moves in whole units of the chosen currency.
  const minUnits = Math.ceil(state.minAmount / 100);
  const maxUnits = Math.floor(state.maxAmount / 100);
  const step = Math.max(1, Math.round((maxUnits - minUnits) / SLIDER_STEPS));

  return (
    <Card withBorder shadow="sm" radius="lg" padding="lg" id="calculator" component="section" aria-labelledby="calculator-title">
      <Title order={2} id="calculator-title" size="h3" mb="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Form method="get" action={`${action}#calculator`} preventScrollReset aria-label="Loan calculator" noValidate={false}>
          <Stack gap="md">
            <TextInput
              label="Amount"
              description={`${cur} ${formatCentavos(state.minAmount)} to ${formatCentavos(state.maxAmount)}`}
              {...fieldProps('amount')}
              value={amountText}
              onChange={(e) => setAmountText(e.currentTarget.value)}
              error={state.error ?? undefined}
              leftSection={
                <Text size="xs" c="dimmed">
                  {cur}
                </Text>
              }
              leftSectionWidth={44}
            />
            {hydrated ? (
              <Slider
                // The thumb is what takes the focus, so the name goes on it (aria-label on the root names nothing).
                thumbLabel="Amount"
                min={minUnits}
                max={maxUnits}
                step={step}
                value={Math.min(maxUnits, Math.max(minUnits, Math.round(state.amount / 100)))}
                onChange={(v) => setAmountText(formatCentavos(v * 100))}
                label={(v) => `${cur} ${formatCentavos(v * 100)}`}
                mb="sm"
              />
            ) : null}
            {state.note ? (
              <Text size="sm" c="orange.9" role="status">
                {state.note}
              </Text>
            ) : null}
            <NativeSelect
              label="Currency"
              {...fieldProps('currency', { pattern: undefined, minLength: undefined, maxLength: undefined })}
              description={foreign ? `1 ${cur} = ${state.phpPerUnit} PHP. The loan is paid out and repaid in PHP.` : 'The loan is paid out and repaid in PHP.'}
              value={currency}
              onChange={(e) => setCurrency(e.currentTarget.value)}
              data={currencies.map((c) => ({ value: c.currencyCode, label: `${c.currencyCode} — ${c.currencyName}` }))}
            />
            <fieldset className="hl-terms">
              <legend>Term (monthly instalments)</legend>
              <div className="hl-terms-row">
                {settings.terms.map((t) => (
                  <label key={t} className="hl-term">
                    <input
                      type="radio"
                      name="installmentCount"
                      value={t}
                      checked={term === t}
                      onChange={() => setTerm(t)}
                    />
                    <span>
                      {t}
                      <span className="hl-visually-hidden"> months</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <Group>
              <Button type="submit">Compute</Button>
            </Group>
          </Stack>
        </Form>
        <div aria-live="polite" data-testid="quote">
          <table className="hl-quote">
            <caption className="hl-visually-hidden">
              Loan figures for {cur} {formatCentavos(state.amount)} over {q.months} months
            </caption>
            <tbody>
              <tr>
                <th scope="row">Loan amount</th>
                <td>
                  {cur} {formatCentavos(state.amount)}
                </td>
              </tr>
              {foreign ? (
                <tr>
                  <th scope="row">In PHP (1 {cur} = {state.phpPerUnit} PHP)</th>
                  <td data-testid="calc-amount-php">PHP {formatCentavos(q.principal)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row">Monthly principal</th>
                <td data-testid="monthly-principal">
                  PHP {formatCentavos(q.monthlyPrincipal)}
                </td>
              </tr>
              <tr>
                <th scope="row">Monthly interest ({formatBps(q.monthlyRateBps)} a month)</th>
                <td data-testid="monthly-interest">
                  PHP {formatCentavos(q.monthlyInterest)}
                </td>
              </tr>
              <tr className="hl-key">
                <th scope="row">Monthly instalment</th>
                <td data-testid="monthly-instalment">
                  PHP {formatCentavos(q.instalment)}
                </td>
              </tr>
              <tr>
                <th scope="row">Total interest</th>
                <td data-testid="total-interest">
                  PHP {formatCentavos(q.totalInterest)}
                </td>
              </tr>
              <tr>
                <th scope="row">Total to repay</th>
                <td data-testid="total-repay">
                  PHP {formatCentavos(q.totalRepay)}
                </td>
              </tr>
              <tr>
                <th scope="row">EIR (monthly)</th>
                <td data-testid="eir-monthly">{formatPercent(q.eirMonthly)}</td>
              </tr>
              <tr>
                <th scope="row">EIR (yearly)</th>
                <td data-testid="eir-yearly">{formatPercent(q.eirYearly)}</td>
              </tr>
            </tbody>
          </table>
          <Text size="xs" c="dimmed" mt="sm">
            {q.months} monthly instalments. No fees before disbursement. The last instalment may differ by a few centavos.
            Read the Disclosure Statement before you sign for a loan.
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
