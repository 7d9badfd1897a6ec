// The loan calculator: a GET form (amount, currency, installmentCount) whose loader computes the
// figures; with JavaScript it also recomputes live and shows a slider (rendered only after
// hydration, without a `name`, so it never submits a second `amount`).
import { formatCentavos, formatPercent, formatBps, type LoanSettings } from '@halimbawa/domain';
import { Button, Card, Group, NativeSelect, SimpleGrid, Slider, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { useMemo, useState } from 'react';
import { CALC_CURRENCIES, computeCalculator, type CalcState } from '~/features/calculator/calculator';
import { fieldProps } from '~/lib/forms';
import { useHydrated } from '~/lib/hooks';

const SLIDER_STEP_PESOS = 10_000;

export interface LoanCalculatorProps {
  settings: LoanSettings;
  /** The state computed by the loader from the URL. */
  initial: CalcState;
  /** Where the GET form goes ('/' or '/dash'). */
  action: string;
  title?: string;
}

export function LoanCalculator({ settings, initial, action, title = 'Loan calculator' }: LoanCalculatorProps) {
  const hydrated = useHydrated();
  const [amountText, setAmountText] = useState(initial.amountText);
  const [currency, setCurrency] = useState(initial.currency);
  const [term, setTerm] = useState(initial.installmentCount);

  // Before hydration the server's result is shown as is; afterwards every change recomputes.
  const state = useMemo(
    () => (hydrated ? computeCalculator({ amount: amountText, currency, installmentCount: term }, settings, false) : initial),
    [hydrated, amountText, currency, term, settings, initial],
  );
  const q = state.quote;
  const cur = state.currency;

  const minPesos = settings.minPhp / 100;
  const maxPesos = settings.maxPhp / 100;

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
              description={`PHP ${formatCentavos(settings.minPhp)} to ${formatCentavos(settings.maxPhp)}`}
              {...fieldProps('amount')}
              value={amountText}
              onChange={(e) => setAmountText(e.currentTarget.value)}
              error={state.error ?? undefined}
              leftSection={<Text size="sm" c="dimmed">₱</Text>}
            />
            {hydrated ? (
              <Slider
                aria-label="Amount slider"
                min={minPesos}
                max={maxPesos}
                step={SLIDER_STEP_PESOS}
                value={Math.min(maxPesos, Math.max(minPesos, Math.round(state.principal / 100)))}
                onChange={(v) => setAmountText(formatCentavos(v * 100))}
                label={(v) => `PHP ${formatCentavos(v * 100)}`}
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
              value={currency}
              onChange={(e) => setCurrency(e.currentTarget.value)}
              data={CALC_CURRENCIES.map((c) => ({ value: c, label: c }))}
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
              Loan figures for {cur} {formatCentavos(q.principal)} over {q.months} months
            </caption>
            <tbody>
              <tr>
                <th scope="row">Loan amount</th>
                <td>
                  {cur} {formatCentavos(q.principal)}
                </td>
              </tr>
              <tr>
                <th scope="row">Monthly principal</th>
                <td data-testid="monthly-principal">
                  {cur} {formatCentavos(q.monthlyPrincipal)}
                </td>
              </tr>
              <tr>
                <th scope="row">Monthly interest ({formatBps(q.monthlyRateBps)} a month)</th>
                <td data-testid="monthly-interest">
                  {cur} {formatCentavos(q.monthlyInterest)}
                </td>
              </tr>
              <tr className="hl-key">
                <th scope="row">Monthly instalment</th>
                <td data-testid="monthly-instalment">
                  {cur} {formatCentavos(q.instalment)}
                </td>
              </tr>
              <tr>
                <th scope="row">Total interest</th>
                <td data-testid="total-interest">
                  {cur} {formatCentavos(q.totalInterest)}
                </td>
              </tr>
              <tr>
                <th scope="row">Total to repay</th>
                <td data-testid="total-repay">
                  {cur} {formatCentavos(q.totalRepay)}
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
