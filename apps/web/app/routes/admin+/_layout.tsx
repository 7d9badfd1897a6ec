// /admin: the administration (staff accounts, product settings, SMS templates). Admins only, by the
// roles the API reports; officers and members get the ordinary 404. The console's frame and
// navigation, with Admin marked.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { ConsoleFrame } from '~/features/console/ConsoleFrame';
import { requireAdmin } from '~/features/console/staff.server';
import { metaT } from '~/lib/language';
import { FORM_SCRIPTS } from '~/lib/page-scripts';
import consoleStyles from '~/styles/console.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: consoleStyles }];

export const handle = FORM_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.adminTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, member } = await requireAdmin(request, context);
  return api.json({ member: { fullName: member.fullName, roles: member.roles } });
}

export default function AdminConsole() {
  const { member } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame member={member}>
      <Outlet />
    </ConsoleFrame>
  );
}
