// The loan's figures as the calculator on / and the application on /dash show them: one table, its
// texts from calculatorTexts, each marked data-figure so that the calculator's script
// (enhance.ts) recomputes them live.
import type { MessageKey } from '@halimbawa/domain';
import { Figure } from '~/features/calculator/Figure';
import type { CalculatorTexts } from '~/features/calculator/calculator';
import { useT } from '~/lib/language';

type FigureName = keyof CalculatorTexts;

/** Each row: its label (a catalogue text, or a figure of its own), its figure, and how tests find it. */
const ROWS: ReadonlyArray<{ label: MessageKey | { figure: FigureName }; value: FigureName; testId?: string; key?: true; foreign?: true }> = [
  { label: 'calculator.loanAmount', value: 'amount', testId: 'quote-amount' },
  { label: { figure: 'rateOfPhp' }, value: 'amountPhp', testId: 'quote-amount-php', foreign: true },
  { label: 'calculator.monthlyPrincipal', value: 'monthlyPrincipal' },
  { label: { figure: 'interestLabel' }, value: 'monthlyInterest' },
  { label: 'calculator.instalment', value: 'instalment', testId: 'quote-instalment', key: true },
  { label: 'calculator.totalInterest', value: 'totalInterest' },
  { label: 'calculator.totalRepay', value: 'totalRepay', testId: 'quote-total' },
  { label: 'calculator.eirMonthly', value: 'eirMonthly' },
  { label: 'calculator.eirYearly', value: 'eirYearly' },
];

export function FiguresTable({ figures, foreign, testId }: { figures: CalculatorTexts; foreign: boolean; testId?: string }) {
  const t = useT();
  return (
    <table className="hl-quote" data-testid={testId}>
      <caption className="hl-visually-hidden">
        <Figure texts={figures} name="caption" />
      </caption>
      <tbody>
        {ROWS.map((row) => (
          // The PHP row is always sent (hidden for PHP) so that the script can show it.
          <tr key={row.value} className={row.key ? 'hl-key' : undefined} data-figure-row={row.foreign ? 'foreign' : undefined} hidden={row.foreign && !foreign}>
            <th scope="row">{typeof row.label === 'string' ? t(row.label) : <Figure texts={figures} name={row.label.figure} />}</th>
            <td data-testid={row.testId}>
              <Figure texts={figures} name={row.value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
