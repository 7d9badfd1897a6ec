// /officer: the work queues, the console's first page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireStaff } from '~/features/console/staff.server';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.queuesTitle') }];

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
    </>
  );
}
