// Any path no other route matches: the 404 page, answered with HTTP 404.

import { json, type MetaFunction } from '@remix-run/node';
import { NotFound } from '~/components/NotFound';
import { metaT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('shell.notFoundTitle') }];

export async function loader() {
  return json({ notFound: true }, { status: 404 });
}

export async function action() {
  return json({ notFound: true }, { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}
