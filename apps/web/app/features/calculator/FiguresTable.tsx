// The loan's figures as the calculator on / and the application on /dash show them: one table, its
// texts from calculatorTexts, each marked data-figure so that the calculator's script
// (enhance.ts) recomputes them live.
import { Figure } from '~/features/calculator/Figure';
import type { CalculatorTexts } from '~/features/calculator/calculator';
import { useT } from '~/lib/language';

export function FiguresTable({ figures, foreign, testId }: { figures: CalculatorTexts; foreign: boolean; testId?: string }) {
  const t = useT();
  return (
    <table className="hl-quote" data-testid={testId}>
      <caption className="hl-visually-hidden">
        <Figure texts={figures} name="caption" />
      </caption>
      <tbody>
        <tr>
          <th scope="row">{t('calculator.loanAmount')}</th>
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
          <th scope="row">{t('calculator.monthlyPrincipal')}</th>
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
          <th scope="row">{t('calculator.instalment')}</th>
          <td data-testid="quote-instalment">
            <Figure texts={figures} name="instalment" />
          </td>
        </tr>
        <tr>
          <th scope="row">{t('calculator.totalInterest')}</th>
          <td>
            <Figure texts={figures} name="totalInterest" />
          </td>
        </tr>
        <tr>
          <th scope="row">{t('calculator.totalRepay')}</th>
          <td data-testid="quote-total">
            <Figure texts={figures} name="totalRepay" />
          </td>
        </tr>
        <tr>
          <th scope="row">{t('calculator.eirMonthly')}</th>
          <td>
            <Figure texts={figures} name="eirMonthly" />
          </td>
        </tr>
        <tr>
          <th scope="row">{t('calculator.eirYearly')}</th>
          <td>
            <Figure texts={figures} name="eirYearly" />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
