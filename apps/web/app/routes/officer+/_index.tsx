// /officer: the work queues with their counts (GET /officer/queues), the console's first page; each
// opens its filtered, paged list.
import type { MessageKey } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import type { Schemas } from '@halimbawa/api-client';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.queuesTitle') }];

type Counts = Schemas['QueueCountsDto'];

// The queues whose lists other areas keep (payouts, contact messages) link there once built.
const QUEUES: ReadonlyArray<{ to: string; label: MessageKey; count: keyof Counts }> = [
  { to: '/officer/members?kyc=PENDING', label: 'console.queueKyc', count: 'kycToReview' },
  { to: '/officer/loans?status=PENDING_REVIEW', label: 'console.queueLoans', count: 'loansToDecide' },
  { to: '/officer/approvals?kind=loan.approve', label: 'console.queueSecondApproval', count: 'awaitingSecondApproval' },
  { to: '/officer/loans?status=OVERDUE', label: 'console.queueOverdue', count: 'overdueLoans' },
  { to: '/officer/payments', label: 'console.queuePayouts', count: 'payoutsFailedOrStuck' },
  { to: '/officer/suspense', label: 'console.queueSuspense', count: 'paymentsInSuspense' },
  { to: '/officer/hardship', label: 'console.queueHardship', count: 'hardshipToDecide' },
  { to: '/officer/support?status=OPEN', label: 'console.queueSupport', count: 'supportToAnswer' },
  { to: '/officer/support', label: 'console.queueContact', count: 'contactMessages' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  return api.json({ counts: dataOf(await api.get('/officer/queues')) });
}

export default function Queues() {
  const { counts } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('console.queuesTitle')}</h1>
      <p>{t('console.queuesIntro')}</p>
      <ul className="hl-queues">
        {QUEUES.map((q) => (
          <li key={q.label}>
            <Link to={q.to}>
              <span className="hl-queue-count" data-testid={`queue-${q.count}`}>
                {counts[q.count]}
              </span>
              {t(q.label)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
