// /settings/pay: how a loan is repaid (docs/product.md §7: allocation, prepayment, late charges).
import type { MetaFunction } from '@remix-run/node';
import { InfoPage } from '~/features/settings/InfoPage';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'Pay' }];

// Nothing here gains from JavaScript: the page is sent without it.
export const handle = NO_SCRIPTS;

export default function SettingsPay() {
  return (
    <InfoPage
      title="Pay"
      intro="You repay your loan in monthly instalments, each due on the same day of the month as the loan was paid to you."
      sections={[
        {
          heading: 'Paying from your wallet',
          text: ['On your dashboard, the Loan Statement shows the next due date and amount, and a Pay from wallet form.'],
          points: ['The next instalment.', 'An amount of your choice.', 'The whole loan (pay off).'],
        },
        {
          heading: 'Paying early',
          text: [
            'You may pay more, or pay off the whole loan, at any time without any penalty. Paying off gives back the interest not yet earned (the actuarial method).',
            'Paying on time or early also raises your credit score.',
          ],
        },
        {
          heading: 'Paying through your bank or another channel',
          text: [
            'If you pay through a bank or another channel, our team records the payment on your loan with the channel’s reference. Contact us first for the payment details, and keep the receipt.',
          ],
        },
        {
          heading: 'If you pay late',
          text: [
            'An instalment unpaid 3 days after its due date becomes overdue. It then carries a late charge of at most 1 % of the unpaid instalment for each month started since the due date; there are no other fees. We remind you by SMS at most once a day, and we never contact your references about repayments.',
            'Each payment pays the oldest instalment first: its late charge, then its interest, then its principal.',
          ],
        },
        {
          heading: 'What we never ask',
          text: ['We never ask you to pay anyone to release or approve a loan, and our staff never ask for your codes or password.'],
        },
      ]}
    />
  );
}
