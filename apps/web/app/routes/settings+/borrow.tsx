// /settings/borrow: how borrowing works (docs/product.md §1, §7): amounts, terms, interest, no fees.
import { formatBps, formatCentavos } from '@halimbawa/domain';
import type { MetaFunction } from '@remix-run/node';
import { InfoPage } from '~/features/settings/InfoPage';
import { useSite } from '~/lib/hooks';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'Borrow' }];

// Nothing here gains from JavaScript: the page is sent without it.
export const handle = NO_SCRIPTS;

export default function SettingsBorrow() {
  // The configured figures (docs/product.md §7), as the calculator shows them.
  const { loan } = useSite();
  const terms = loan.terms.join(', ').replace(/, (\d+)$/, ' or $1');
  return (
    <InfoPage
      title="Borrow"
      intro="You apply on your dashboard once your account is activated. One loan at a time."
      sections={[
        {
          heading: 'The loan',
          text: [],
          points: [
            `PHP ${formatCentavos(loan.minPhp)} to ${formatCentavos(loan.maxPhp)}.`,
            `Terms of ${terms} months, repaid in equal monthly instalments.`,
            `Add-on interest of ${formatBps(loan.monthlyRateBps)} a month of the amount borrowed; the disclosure statement shows the effective interest rate before you sign.`,
            'No fee to apply, to release the loan or to withdraw it.',
          ],
        },
        {
          heading: 'The steps',
          text: [],
          points: [
            'Apply: our loan officers review your application.',
            'Sign: once approved, you read the contract and sign it with a code sent by SMS.',
            'Receive: the amount is paid into your wallet within 24 hours of signing.',
          ],
        },
        {
          heading: 'Changing your mind',
          text: [
            'Before the money is paid out you can cancel at no charge. For 3 days after signing you can still cancel: the amount goes back from your wallet, with no interest and no fee.',
          ],
        },
        {
          heading: 'What is not possible',
          text: [],
          points: ['A second loan while one is running.', 'Borrowing without a verified identity.', 'Borrowing for someone else.'],
        },
      ]}
    />
  );
}
