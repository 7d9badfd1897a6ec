// /compliance: the compliance officer's console (docs/aml.md): sanctions cases and lists. Compliance
// officers only, by the roles the API reports; anyone else signed in gets 403, as from the API.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { COMPLIANCE_NAV, ConsoleFrame } from '~/features/console/ConsoleFrame';
import { requireCompliance } from '~/features/console/staff.server';
import { metaT } from '~/lib/language';
import { FORM_SCRIPTS } from '~/lib/page-scripts';
import consoleStyles from '~/styles/console.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: consoleStyles }];

export const handle = FORM_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('compliance.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, member } = await requireCompliance(request, context);
  return api.json({ member: { fullName: member.fullName, roles: member.roles } });
}

export default function ComplianceConsole() {
  const { member } = useLoaderData<typeof loader>();
  return (
    <ConsoleFrame member={member} nav={COMPLIANCE_NAV}>
      <Outlet />
    </ConsoleFrame>
  );
}
