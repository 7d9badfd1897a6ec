// /officer: the work queues, the console's first page; each opens its filtered, paged list.
import type { MessageKey } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '~/components/Link';
import { requireStaff } from '~/features/console/staff.server';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.queuesTitle') }];

const QUEUES: ReadonlyArray<{ to: string; label: MessageKey }> = [
  { to: '/officer/members?kyc=PENDING', label: 'console.queueKyc' },
  { to: '/officer/loans?status=PENDING_REVIEW', label: 'console.queueLoans' },
  { to: '/officer/approvals', label: 'console.queueSecondApproval' },
  { to: '/officer/loans?status=OVERDUE', label: 'console.queueOverdue' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  return api.json({});
}

export default function Queues() {
  const t = useT();
  return (
    <>
      <h1>{t('console.queuesTitle')}</h1>
      <p>{t('console.queuesIntro')}</p>
      <ul className="hl-queues">
        {QUEUES.map((q) => (
          <li key={q.to}>
            <Link to={q.to}>{t(q.label)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
