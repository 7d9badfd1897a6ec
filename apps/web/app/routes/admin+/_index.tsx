// /admin: the administration's first page: links to its pages, and the close of business with its
// progress and a form to run or resume it (a plain form: it works without JavaScript).
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { CloseOfBusinessPanel } from '~/features/close-of-business/CloseOfBusinessPanel';
import { requireAdmin } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { useT } from '~/lib/language';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const progress = await api.get('/officer/close-of-business');
  if (!progress.ok) throw unavailable(progress);
  return api.json({ closeOfBusiness: progress.data });
}

/** Runs the close of business now; the answer says whether the books are closed through yesterday, and the panel shows where a stopped day stands. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  await readVerifiedForm(request);
  const result = await api.post('/admin/close-of-business/run', undefined);
  if (!result.ok) throw unavailable(result);
  const said =
    result.data.outcome === 'UP_TO_DATE'
      ? notice.success(translate(api.lang, 'closeOfBusinessPage.ranUpToDate'))
      : result.data.outcome === 'FAILED'
        ? notice.error(translate(api.lang, 'closeOfBusinessPage.ranFailed'))
        : notice.info(translate(api.lang, 'closeOfBusinessPage.ranBusy'));
  return api.redirect('/admin', { cookies: [await flashCookie(request, said)] });
}

export default function Administration() {
  const { closeOfBusiness } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <>
      <h1>{t('console.adminTitle')}</h1>
      <p>{t('console.adminIntro')}</p>
      <ul>
        <li>
          <Link to="/admin/staff">{t('staffPage.title')}</Link>
        </li>
        <li>
          <Link to="/admin/settings">{t('settingsPage.title')}</Link>
        </li>
        <li>
          <Link to="/admin/provisioning">{t('provisioningPage.ratesTitle')}</Link>
        </li>
        <li>
          <Link to="/admin/sms-templates">{t('books.templatesTitle')}</Link>
        </li>
        <li>
          <Link to="/admin/closed-periods">{t('statements.closedTitle')}</Link>
        </li>
        <li>
          <Link to="/admin/webhooks">{t('webhooksPage.title')}</Link>
        </li>
        <li>
          <Link to="/admin/holidays">{t('holidaysPage.title')}</Link>
        </li>
      </ul>
      <CloseOfBusinessPanel progress={closeOfBusiness} />
    </>
  );
}
