// /settings/borrow: how borrowing works (docs/product.md §1, §7): amounts, terms, interest, no fees.
import { formatBps, formatCentavos } from '@halimbawa/domain';
import type { MetaFunction } from '@remix-run/node';
import { InfoPage } from '~/features/settings/InfoPage';
import { useSite } from '~/lib/hooks';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('settings.borrow.title') }];

export default function SettingsBorrow() {
  const t = useT();
  // The configured figures (docs/product.md §7), as the calculator shows them.
  const { loan } = useSite();
  const terms = loan.terms.join(', ').replace(/, (\d+)$/, ` ${t('settings.borrow.or')} $1`);
  return (
    <InfoPage
      title={t('settings.borrow.title')}
      intro={t('settings.borrow.intro')}
      sections={[
        {
          heading: t('settings.borrow.loanHeading'),
          text: [],
          points: [
            t('settings.borrow.range', { min: formatCentavos(loan.minPhp), max: formatCentavos(loan.maxPhp) }),
            t('settings.borrow.terms', { terms }),
            t('settings.borrow.interest', { rate: formatBps(loan.monthlyRateBps) }),
            t('settings.borrow.noFee'),
          ],
        },
        {
          heading: t('settings.borrow.stepsHeading'),
          text: [],
          points: [
            t('settings.borrow.apply'),
            t('settings.borrow.sign'),
            t('settings.borrow.receive'),
          ],
        },
        {
          heading: t('settings.borrow.changeHeading'),
          text: [
            t('settings.borrow.change'),
          ],
        },
        {
          heading: t('settings.notPossible'),
          text: [],
          points: [t('settings.borrow.secondLoan'), t('settings.borrow.unverified'), t('settings.borrow.forSomeoneElse')],
        },
      ]}
    />
  );
}
