// Any path no other route matches: the 404 page, answered with HTTP 404.
import { json, type MetaFunction } from '@remix-run/node';
import { NotFound } from '~/components/NotFound';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: '404 Page Not Found' }];

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
