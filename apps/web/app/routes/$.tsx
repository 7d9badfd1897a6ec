// Any path no other route matches: the 404 page, answered with HTTP 404.
import { json, type MetaFunction } from '@remix-run/node';
import { NotFound } from '~/components/NotFound';

export const meta: MetaFunction = () => [{ title: '404 Page Not Found' }];

export async function loader() {
  return json({ notFound: true }, { status: 404 });
}

export async function action() {
  return json({ notFound: true }, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
