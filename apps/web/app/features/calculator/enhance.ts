// The live loan figures on a page sent without React (the calculator on /, the application form on
// /dash): a plain script, built on its own (a few KB), that recomputes with the same rules as the
// server (computeCalculator, the domain's loan math) whenever a field changes, and replaces the
// texts LoanCalculator and LoanApplicationForm marked with data-figure. Without it, Compute
// (Update figures) sends the form and the server answers the same figures.
import { formatCentavos, parseAmount, type LoanSettings } from '@halimbawa/domain';
import type { CurrencyOption } from '~/lib/api/types';
import { calculatorTexts, computeCalculator, sliderOf, textsOfScript, type CalculatorScriptTexts, type CalculatorTexts } from './calculator';

function enhance(section: HTMLElement) {
  const config = JSON.parse(section.dataset.calculator ?? '{}') as { settings?: LoanSettings; currencies: CurrencyOption[]; texts: CalculatorScriptTexts };
  const form = section.querySelector('form');
  const { settings, currencies } = config;
  if (!form || !settings) return;
  const words = textsOfScript(config.texts);
  const amount = form.querySelector<HTMLInputElement>('input[name="amount"]');
  const slider = form.querySelector<HTMLInputElement>('input[data-slider]');
  // The slider only fills in the amount: the amount field alone is sent.
  slider?.removeAttribute('name');
  slider?.addEventListener('input', () => {
    const centavos = parseAmount(slider.value);
    if (amount && centavos !== null) amount.value = formatCentavos(centavos);
  });
  const update = (event?: Event) => {
    const data = new FormData(form);
    const values = { amount: String(data.get('amount') ?? ''), currency: String(data.get('currency') ?? ''), installmentCount: String(data.get('installmentCount') ?? '') };
    const state = computeCalculator(
      values,
      settings,
      currencies,
      words,
      false,
    );
    const texts = calculatorTexts(state, config.texts.figures);
    for (const el of section.querySelectorAll<HTMLElement>('[data-figure]')) {
      const name = el.dataset.figure as keyof CalculatorTexts | 'note';
      el.textContent = name === 'note' ? (state.error ?? state.note ?? '') : texts[name];
    }
    const foreignRow = section.querySelector<HTMLElement>('[data-figure-row="foreign"]');
    if (foreignRow) foreignRow.hidden = state.currency === 'PHP';
    // The slider follows a typed amount and a new currency's limits.
    if (slider && event?.target !== slider) Object.assign(slider, sliderOf(state, settings));
  };
  form.addEventListener('input', update);
  form.addEventListener('change', update);
}

for (const section of document.querySelectorAll<HTMLElement>('[data-calculator]')) enhance(section);
