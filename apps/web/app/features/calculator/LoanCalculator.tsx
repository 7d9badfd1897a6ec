// The loan calculator on /: a GET form (amount, currency, installmentCount) whose loader computes the
// figures. The page is sent without React: the form names its settings and currencies in a data
// attribute, and the calculator's script (enhance.ts) recomputes the texts marked data-figure live.
// The currencies are those the application on /dash offers; the figures are in PHP, the loan's currency.
import { sectionTexts, type LoanSettings } from '@halimbawa/domain';
import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { calculatorData, calculatorTexts, sliderOf, type CalcState } from '~/features/calculator/calculator';
import { Figure } from '~/features/calculator/Figure';
import { FiguresTable } from '~/features/calculator/FiguresTable';
import { applicationTexts } from '~/features/loans/application';
import type { CurrencyOption } from '~/lib/api/types';
import { useFieldProps } from '~/lib/forms';
import { useLanguage, useT } from '~/lib/language';

export interface LoanCalculatorProps {
  settings: LoanSettings;
  /** GET /availablecurrency, PHP first (as the application on /dash). */
  currencies: CurrencyOption[];
  /** The state computed by the loader from the URL. */
  initial: CalcState;
  /** Where the GET form goes ('/' or '/dash'). */
  action: string;
}

export function LoanCalculator({ settings, currencies, initial: state, action }: LoanCalculatorProps) {
  const field = useFieldProps();
  const lang = useLanguage();
  const t = useT();
  const words = sectionTexts(lang, 'calculatorFigure');
  const figures = calculatorTexts(state, words);
  const slider = sliderOf(state, settings);

  return (
    <Card
      withBorder
      shadow="sm"
      radius="lg"
      padding="lg"
      id="calculator"
      component="section"
      aria-labelledby="calculator-title"
      data-calculator={calculatorData(settings, currencies, applicationTexts(lang), words)}
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
              {...field('amount')}
              defaultValue={state.amountText}
              error={state.error ?? undefined}
              leftSection={
                <Text size="xs" c="dimmed">
                  <Figure texts={figures} name="currency" />
                </Text>
              }
              leftSectionWidth={44}
            />
            {/* A slider for the amount that works as a form field too: sent as `slider`, with where it was drawn (enhance.ts takes its name away and keeps the amount in step). */}
            <div className="hl-slider">
              <label htmlFor="calculator-slider">{t('calculator.slider')}</label>
              <input id="calculator-slider" type="range" name="slider" min={slider.min} max={slider.max} step={slider.step} defaultValue={slider.value} data-slider />
              <input type="hidden" name="sliderFrom" value={slider.value} />
            </div>
            <Text size="sm" c="orange.9" role="status" data-figure="note">
              {state.note}
            </Text>
            <NativeSelect
              label={t('calculator.currency')}
              {...field('currency', { pattern: undefined, minLength: undefined, maxLength: undefined })}
              description={<Figure texts={figures} name="currencyNote" />}
              defaultValue={state.currency}
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
                      defaultChecked={state.installmentCount === months}
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
          <FiguresTable figures={figures} foreign={state.currency !== 'PHP'} />
          <Text size="xs" c="dimmed" mt="sm">
            <Figure texts={figures} name="months" />
            {t('calculator.footnote')}
          </Text>
        </div>
      </SimpleGrid>
    </Card>
  );
}
