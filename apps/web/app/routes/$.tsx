// Any path no other route matches: the 404 page, answered with HTTP 404.
import { t } from '@halimbawa/domain';
import { json, type MetaFunction } from '@remix-run/node';
import { NotFound } from '~/components/NotFound';
import { metaLanguage } from '~/lib/language';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = ({ matches }) => [{ title: t(metaLanguage(matches), 'shell.notFoundTitle') }];

export const handle = NO_SCRIPTS;

export async function loader() {
  return json({ notFound: true }, { status: 404 });
}

export async function action() {
  return json({ notFound: true }, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
