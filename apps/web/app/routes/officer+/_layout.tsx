// /officer: the staff console (docs/product.md, the officer console). Loan officers and admins
// only, by the roles the API reports; a member gets the ordinary 404 on every console address.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { ConsoleFrame } from '~/features/console/ConsoleFrame';
import { requireStaff } from '~/features/console/staff.server';
import { metaT } from '~/lib/language';
import { FORM_SCRIPTS } from '~/lib/page-scripts';
import consoleStyles from '~/styles/console.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: consoleStyles }];

export const handle = FORM_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, member } = await requireStaff(request, context);
  return api.json({ member: { fullName: member.fullName, roles: member.roles } });
}

export default function OfficerConsole() {
  const { member } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame member={member}>
      <Outlet />
    </ConsoleFrame>
  );
}
