// /dash (docs/product.md §2 Dashboard), members only. Loads the member (GET /member/dashboard): an activated
// member (INFO_COMPLETED) sees the loan application; others see what activation needs and
// 'Activate account'. Once the ID step was saved, the identity check's status and what happens
// next. Inside the member frame: a side bar on wide screens, a bottom bar below 768px.
import type { LoaderFunctionArgs, MetaFunction, LinksFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MemberFrame } from '~/components/MemberNav';
import { ActivationPrompt } from '~/features/activation/ActivationPrompt';
import { KycStatusCard } from '~/features/activation/KycStatusCard';
import { LoanApplicationForm } from '~/features/loans/LoanApplicationForm';
import { LoanStatusCard } from '~/features/loans/LoanStatusCard';
import { applicationFormOf, loadCurrencies } from '~/features/loans/loans.server';
import { ReloanOfferCard } from '~/features/reloan/ReloanOfferCard';
import { HardshipLink } from '~/features/hardship/HardshipLink';
import { getSite } from '~/lib/api.server';
import pagesStyles from '~/styles/pages.css?url';
import { requireMember } from '~/lib/member.server';
import { metaT, useT } from '~/lib/language';
import calculatorEnhancement from '~/features/calculator/enhance.ts?worker&url';
import { memberScripts } from '~/lib/page-scripts';
import '~/styles/status.css';
import '~/styles/dash.css';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

// No React: its forms and links work as plain HTML; small scripts show a sent form working and
// recompute the application's figures live.
export const handle = memberScripts(calculatorEnhancement);

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('loans.dashboard.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  // One round: what the page shows of the member, the shell's unread count and the re-loan offer
  // (GET /member/dashboard, one API call) and, for the application form of an activated member, the
  // loan settings and the currencies (both kept for every visitor).
  const [result, site, currencies] = await Promise.all([api.get('/member/dashboard'), getSite(), loadCurrencies()]);
  if (!result.ok) return api.json({ member: null, error: result.message, loans: null, kyc: null, reloan: null }, { status: result.status === 0 ? 503 : 200 });
  const { member, loan, kyc, unreadNotifications, reloanOffer: reloan } = result.data;
  const loans = { loan, application: member.infoState === 'INFO_COMPLETED' ? applicationFormOf(request, site.loan, currencies, loan) : null };
  return api.json({ member, error: null, loans, kyc, unreadNotifications, reloan });
}

export default function Dashboard() {
  const { member, error, loans, kyc, reloan } = useLoaderData<typeof loader>();
  const t = useT();
  const firstName = member?.fullName.split(/\s+/)[0];
  return (
    <MemberFrame>
      <div className="hl-col">
        <div>
          <h1 className="hl-h" data-size="h2">
            {firstName ? t('loans.dashboard.hello', { name: firstName }) : t('loans.dashboard.title')}
          </h1>
          {member ? (
            <p className="hl-t hl-dimmed" style={{ marginTop: 4 }}>
              {t('loans.dashboard.welcome')}
            </p>
          ) : null}
        </div>
        {error ? (
          <div className="hl-alert" data-tone="red" role="alert">
            {error}
          </div>
        ) : null}
        {kyc ? <KycStatusCard review={kyc} /> : null}
        {loans?.loan ? <LoanStatusCard loan={loans.loan} /> : null}
        {loans?.loan ? <HardshipLink loan={loans.loan} /> : null}
        {reloan?.offer ? <ReloanOfferCard limit={{ ...reloan, offer: reloan.offer }} /> : null}
        {loans?.application ? <LoanApplicationForm {...loans.application} /> : null}
        {/* A member with a loan activated before: what a rejection asks them to correct is in the identity check's card. */}
        {member && member.infoState !== 'INFO_COMPLETED' && !loans?.loan ? <ActivationPrompt started={member.infoState !== 'PERSONAL_INFO'} /> : null}
        {member ? (
          <section className="hl-card hl-dash-card" data-radius="lg" aria-labelledby="account-title">
            <h2 className="hl-h" id="account-title">
              {t('loans.dashboard.account')}
            </h2>
            <div className="hl-row" style={{ gap: 'var(--mantine-spacing-xl)', marginTop: 'var(--mantine-spacing-sm)' }}>
              <div>
                <p className="hl-t hl-t-sm hl-dimmed">{t('loans.dashboard.name')}</p>
                <p className="hl-t hl-strong" translate="no">
                  {member.fullName}
                </p>
              </div>
              <div>
                <p className="hl-t hl-t-sm hl-dimmed">{t('loans.dashboard.phone')}</p>
                <p className="hl-t hl-strong">
                  {member.phoneMasked}
                </p>
              </div>
              <div>
                <p className="hl-t hl-t-sm hl-dimmed">{t('loans.dashboard.email')}</p>
                <p className="hl-t hl-strong" style={{ wordBreak: 'break-all' }}>
                  {member.email}
                </p>
              </div>
            </div>
          </section>
        ) : null}
      </div>
    </MemberFrame>
  );
}
