// /admin: the administration's first page.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link } from '~/components/Link';
import { requireAdmin } from '~/features/console/staff.server';
import { useT } from '~/lib/language';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  return api.json({});
}

export default function Administration() {
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
          <Link to="/admin/sms-templates">{t('books.templatesTitle')}</Link>
        </li>
        <li>
          <Link to="/admin/webhooks">{t('webhooksPage.title')}</Link>
        </li>
        <li>
          <Link to="/admin/holidays">{t('holidaysPage.title')}</Link>
        </li>
      </ul>
    </>
  );
}
