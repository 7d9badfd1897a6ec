// /settings/transfer: what withdrawing from the wallet does and does not do (docs/product.md §2, §7).
import type { MetaFunction } from '@remix-run/node';
import { InfoPage } from '~/features/settings/InfoPage';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'Transfer' }];

// Nothing here gains from JavaScript: the page is sent without it.
export const handle = NO_SCRIPTS;

export default function SettingsTransfer() {
  return (
    <InfoPage
      title="Transfer"
      intro="Your loan is paid into your wallet here. From the wallet you can withdraw it to your own bank account or e-wallet."
      sections={[
        {
          heading: 'Where the money can go',
          text: [
            'Only to the bank account or e-wallet (GCash, Maya) in your name that you gave during activation. We never send money to anyone else.',
            'After you change that account, withdrawals to the new account wait 24 hours, for your security.',
          ],
        },
        {
          heading: 'How it travels',
          text: ['Each withdrawal is confirmed with a 6-digit code we send by SMS to your registered phone.'],
          points: [
            'Up to PHP 50,000 a transfer: by InstaPay, usually within a few minutes.',
            'Above PHP 50,000 to a bank: by PESONet, within the same banking day.',
            'E-wallets receive by InstaPay only: at most PHP 50,000 a withdrawal and PHP 100,000 a calendar month.',
            'More than PHP 999 a withdrawal. There is no fee.',
          ],
        },
        {
          heading: 'What is not possible',
          text: [],
          points: [
            'Sending money to another person, or paying bills, from the wallet.',
            'Adding money to the wallet by card or deposit: it holds your loan and what you leave in it.',
            'Cash pick-up.',
          ],
        },
        {
          heading: 'If a transfer fails',
          text: ['The amount comes back to your wallet and we tell you why (for example, an account that was not found).'],
        },
      ]}
    />
  );
}
