// The pre-approved re-loan on /dash (docs/credit-limits.md): the amount, the term and its
// instalment, the reason in words, and a plain GET form to the confirm page with the offer's figures
// (no documents asked again). When the verified profile no longer stands, what to update instead.
import { formatCentavos } from '@halimbawa/domain';
import { Form } from '@remix-run/react';
import { CheckboxField } from '~/components/CheckboxField';
import { useT } from '~/lib/language';
import type { CreditLimitView } from './reloan.server';

export function ReloanOfferCard({ limit }: { limit: CreditLimitView & { offer: NonNullable<CreditLimitView['offer']> } }) {
  const t = useT();
  const { offer } = limit;
  const amount = `PHP ${formatCentavos(offer.amount)}`;
  return (
    <section className="hl-card hl-dash-card" data-radius="lg" aria-labelledby="reloan-title" data-testid="reloan-offer">
      <h2 className="hl-h" id="reloan-title">
        {t('apiCreditLimit.card.title')}
      </h2>
      <p className="hl-t hl-strong" data-size="lg" data-testid="reloan-amount">
        {t('apiCreditLimit.card.amount', { amount })}
      </p>
      <p className="hl-t">{t('apiCreditLimit.card.term', { count: offer.installmentCount, instalment: `PHP ${formatCentavos(offer.instalment)}` })}</p>
      <p className="hl-t hl-t-sm hl-dimmed" data-testid="reloan-reason">
        {limit.reason}
      </p>
      {limit.profileProblemText ? (
        <p className="hl-alert" data-tone="yellow" role="status" data-testid="reloan-problem">
          {limit.profileProblemText}
        </p>
      ) : (
        <Form method="get" action="/dash/confirm" aria-labelledby="reloan-title">
          <p className="hl-t hl-t-sm">{t('apiCreditLimit.card.noDocuments')}</p>
          <input type="hidden" name="amount" value={formatCentavos(offer.amount)} />
          <input type="hidden" name="currency" value="PHP" />
          <input type="hidden" name="installmentCount" value={offer.installmentCount} />
          <input type="hidden" name="offer" value="1" />
          <CheckboxField name="agree" value="on" required label={t('loans.apply.agree')} />
          <div className="hl-row" style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            <button type="submit" className="hl-button" data-size="md">
              {t('apiCreditLimit.card.apply', { amount })}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
