// /settings/transfer: what withdrawing from the wallet does and does not do (docs/product.md §2, §7).
import type { MetaFunction } from '@remix-run/node';
import { InfoPage } from '~/features/settings/InfoPage';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('settings.transfer.title') }];

export default function SettingsTransfer() {
  const t = useT();
  return (
    <InfoPage
      title={t('settings.transfer.title')}
      intro={t('settings.transfer.intro')}
      sections={[
        {
          heading: t('settings.transfer.whereHeading'),
          text: [
            t('settings.transfer.where'),
            t('settings.transfer.newAccount'),
          ],
        },
        {
          heading: t('settings.transfer.howHeading'),
          text: [t('settings.transfer.how')],
          points: [
            t('settings.transfer.instapay'),
            t('settings.transfer.pesonet'),
            t('settings.transfer.ewallets'),
            t('settings.transfer.minimum'),
          ],
        },
        {
          heading: t('settings.notPossible'),
          text: [],
          points: [
            t('settings.transfer.toOthers'),
            t('settings.transfer.topUp'),
            t('settings.transfer.cash'),
          ],
        },
        {
          heading: t('settings.transfer.failHeading'),
          text: [t('settings.transfer.fail')],
        },
      ]}
    />
  );
}
