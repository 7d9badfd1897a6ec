// /officer/provisioning: the allowance for credit losses as the latest month end measured it, stage
// by stage (loans, what they owe on the books, the rate, the allowance), its total, and the
// allowance's balance now. Read-only; admins get a link to the rates (/admin/provisioning).
import { formatBps, formatCentavos, formatDate, type MessageKey } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { isAdmin } from '~/features/console/staff';
import { requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('provisioningPage.allowanceTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, member } = await requireStaff(request, context);
  return api.json({ allowance: dataOf(await api.get('/officer/provisioning/allowance')), admin: isAdmin(member.roles) });
}

export default function Allowance() {
  const { allowance, admin } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const caption = t('provisioningPage.caption');
  return (
    <>
      <h1>{t('provisioningPage.allowanceTitle')}</h1>
      <p>{t('provisioningPage.allowanceIntro')}</p>
      {allowance.measuredOn === null ? (
        <p className="hl-empty" role="status">
          {t('provisioningPage.none')}
        </p>
      ) : (
        <section className="hl-console-card" aria-labelledby="allowance-stages">
          <h2 id="allowance-stages">{t('provisioningPage.measuredOn', { day: formatDate(allowance.measuredOn, lang) })}</h2>
          <div className="hl-table-block">
            <div className="hl-table-scroll" role="group" aria-label={caption} tabIndex={0}>
              <table className="hl-table" data-testid="allowance-stages">
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('provisioningPage.stage')}</th>
                    <th scope="col" data-numeric>
                      {t('provisioningPage.loans')}
                    </th>
                    <th scope="col" data-numeric>
                      {t('provisioningPage.exposure')}
                    </th>
                    <th scope="col" data-numeric>
                      {t('provisioningPage.rate')}
                    </th>
                    <th scope="col" data-numeric>
                      {t('provisioningPage.allowance')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {allowance.stages.map((s) => (
                    <tr key={s.stage}>
                      <th scope="row">{t(`provisioningPage.stage${s.stage}` as MessageKey)}</th>
                      <td data-numeric>{s.loans}</td>
                      <td data-numeric>{formatCentavos(s.exposure)}</td>
                      <td data-numeric>{formatBps(s.rateBp)}</td>
                      <td data-numeric>{formatCentavos(s.allowance)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('provisioningPage.total')}</th>
                    <td data-numeric>{allowance.stages.reduce((sum, s) => sum + s.loans, 0)}</td>
                    <td data-numeric>{formatCentavos(allowance.stages.reduce((sum, s) => sum + s.exposure, 0))}</td>
                    <td />
                    <td data-numeric data-testid="allowance-total">
                      {formatCentavos(allowance.total)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </div>
          <p>
            {t('provisioningPage.balanceNow')}: PHP {formatCentavos(allowance.balance)}
          </p>
        </section>
      )}
      {admin ? (
        <p>
          <Link to="/admin/provisioning">{t('provisioningPage.ratesLink')}</Link>
        </p>
      ) : null}
    </>
  );
}
