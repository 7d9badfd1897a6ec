// One text of the loan figures, marked so that the enhancement (enhance.ts) can replace it. On its
// own, without Mantine, so that a form using it carries none of the calculator's CSS.
import type { CalculatorTexts } from './calculator';

export function Figure({ texts, name }: { texts: CalculatorTexts; name: keyof CalculatorTexts }) {
  return <span data-figure={name}>{texts[name]}</span>;
}
