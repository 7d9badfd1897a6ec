// /settings/pay: how a loan is repaid (docs/product.md §7: allocation, prepayment, late charges).
import type { MetaFunction } from '@remix-run/node';
import { InfoPage } from '~/features/settings/InfoPage';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('settings.pay.title') }];

export default function SettingsPay() {
  const t = useT();
  return (
    <InfoPage
      title={t('settings.pay.title')}
      intro={t('settings.pay.intro')}
      sections={[
        {
          heading: t('settings.pay.walletHeading'),
          text: [t('settings.pay.wallet')],
          points: [t('settings.pay.next'), t('settings.pay.amount'), t('settings.pay.payOff')],
          link: { to: '/pay', label: t('settings.pay.toPayPage') },
        },
        {
          heading: t('settings.pay.earlyHeading'),
          text: [
            t('settings.pay.early'),
            t('settings.pay.raisesScore'),
          ],
        },
        {
          heading: t('settings.pay.channelHeading'),
          text: [
            t('settings.pay.channel'),
          ],
          link: { to: '/pay', label: t('settings.pay.toPayPage') },
        },
        {
          heading: t('settings.pay.lateHeading'),
          text: [
            t('settings.pay.late'),
            t('settings.pay.order'),
            t('settings.pay.cannotPay'),
          ],
          link: { to: '/support', label: t('settings.pay.toSupport') },
        },
        {
          heading: t('settings.pay.neverHeading'),
          text: [t('settings.pay.never')],
        },
      ]}
    />
  );
}
