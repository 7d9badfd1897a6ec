// The loan application on /dash (docs/product.md §2 Loan application, §10 field names `amount`, `currency`,
// `installmentCount`, `agree`). A GET form: Continue goes to /dash/confirm with the values in the
// URL, so nothing typed is lost without JavaScript; Continue is the form's first button, so Enter
// continues; 'Update figures' recomputes the quote on /dash (the loader computes it from the query)
// and 'Read the Service and Policy Agreement' (a button of the form, after Continue) opens the
// agreement with the values as typed. The page is sent without React: with JavaScript the
// calculator's script (features/calculator/enhance.ts) recomputes the texts marked data-figure
// live with the domain's loan math. An amount outside
// the limits is raised to the minimum or lowered to the maximum (compared in PHP) with a note. The
// texts are in the page's language (the catalogue's `loans.apply` and `calculatorFigure` sections).
import { EWALLET_MONTHLY_CAP_CENTAVOS, formatCentavos, sectionTexts, withdrawalLimitsText } from '@halimbawa/domain';
import { NativeSelect, TextInput } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { Form } from '@remix-run/react';
import { Link } from '~/components/Link';
import { calcStateOf, calculatorData, calculatorTexts } from '~/features/calculator/calculator';
import { Figure } from '~/features/calculator/Figure';
import { FiguresTable } from '~/features/calculator/FiguresTable';
import { useFieldProps } from '~/lib/forms';
import { useLanguage, useT } from '~/lib/language';
import { APPLY_ANCHOR, applicationTexts, type ApplicationFormData } from '~/features/loans/application';
import '~/styles/status.css';
import '~/styles/dash.css';

export function LoanApplicationForm(props: ApplicationFormData) {
  const field = useFieldProps();
  const lang = useLanguage();
  const t = useT();
  const { liveLoan } = props;
  if (liveLoan) {
    return (
      <section className="hl-card" id={APPLY_ANCHOR} aria-labelledby="apply-title">
        <h2 className="hl-h" id="apply-title" style={{ marginBottom: 'var(--mantine-spacing-sm)' }}>
          {t('loans.apply.title')}
        </h2>
        <div className="hl-alert" role="status" data-testid="already-has-loan">
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

  const { settings, currencies, initial: state, check: tried } = props;
  const errors = tried ? state.errors : {};
  const agree = state.agree;
  const foreign = state.currency !== 'PHP';
  const words = sectionTexts(lang, 'calculatorFigure');
  const figures = calculatorTexts(calcStateOf(state), words);

  return (
    <section
      className="hl-card"
      id={APPLY_ANCHOR}
      aria-labelledby="apply-title"
      data-calculator={calculatorData(settings, currencies, applicationTexts(lang), words)}
    >
      <h2 className="hl-h" id="apply-title" style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
        {t('loans.apply.title')}
      </h2>
      <div className="hl-apply">
        <Form method="get" action="/dash/confirm" aria-label={t('loans.apply.formLabel')}>
          <div className="hl-col" style={{ gap: 'var(--mantine-spacing-md)' }}>
            <TextInput
              label={t('loans.apply.amount')}
              description={<Figure texts={figures} name="range" />}
              {...field('amount')}
              defaultValue={state.amountText}
              error={errors.amount}
              leftSection={
                <span className="hl-t hl-t-xs hl-dimmed">
                  <Figure texts={figures} name="currency" />
                </span>
              }
              leftSectionWidth={44}
            />
            <p className="hl-t hl-t-sm" style={{ color: 'var(--mantine-color-orange-9)' }} role="status" data-testid="amount-note" data-figure="note">
              {state.note}
            </p>
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
                <p className="hl-t hl-t-sm" style={{ color: 'var(--mantine-color-red-8)', marginTop: 4 }} role="alert" id="term-error">
                  {errors.installmentCount}
                </p>
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
            </div>
            <div className="hl-row">
              <button type="submit" className="hl-button" data-size="md">
                {t('loans.apply.continue')}
              </button>
              <button type="submit" className="hl-button" data-variant="default" formAction={`/dash#${APPLY_ANCHOR}`} formMethod="get" formNoValidate>
                {t('loans.apply.update')}
              </button>
            </div>
            {/* A button of the form, so the agreement opens with what was typed (with or without JavaScript);
                after Continue, so Enter in a field still continues. */}
            <p className="hl-t hl-t-sm hl-apply-agreement">
              <button type="submit" className="hl-link" formAction="/dash/agreement" formMethod="get" formNoValidate>
                {t('loans.apply.readAgreement')}
              </button>
            </p>
          </div>
        </Form>
        <div aria-live="polite">
          <FiguresTable figures={figures} foreign={foreign} testId="application-quote" />
          <p className="hl-t hl-t-xs hl-dimmed" style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            <Figure texts={figures} name="months" />
            {t('loans.apply.footnote')}{' '}
            <Link className="hl-link" to="/hiw">
              {t('loans.apply.howItWorks')}
            </Link>
          </p>
          <div data-testid="application-withdrawal-limits" style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            <p className="hl-t hl-t-sm" style={{ fontWeight: 700 }}>
              {t('loans.apply.limitsTitle')}
            </p>
            {withdrawalLimitsText(lang).map((limit) => (
              <p className="hl-t hl-t-xs" key={limit}>
                {limit}
              </p>
            ))}
            <p className="hl-t hl-t-xs">{t('loans.apply.limitsNote', { cap: formatCentavos(EWALLET_MONTHLY_CAP_CENTAVOS) })}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
