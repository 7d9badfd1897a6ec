// /settings: the member's settings (docs/product.md §2), each item a nested route. Only for activated members,
// but for the password and Your data (what we hold, and closing the account), which are every member's:
// others are sent to /activate until the wizard is complete.
import { Title } from '@mantine/core';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { MemberFrame } from '~/components/MemberNav';
import memberStyles from '~/styles/member.css?url';
import { loadMember, requireMember, requireActivated } from '~/lib/member.server';
import { metaT, useT } from '~/lib/language';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import { loadUnread } from '~/features/notifications/unread.server';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('settings.title') }];

/** The settings a member has before activation. */
const BEFORE_ACTIVATION = new Set(['/settings/password', '/settings/data']);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const open = BEFORE_ACTIVATION.has(new URL(request.url).pathname);
  const [member, unreadNotifications] = await Promise.all([open ? loadMember(api) : requireActivated(api, request), loadUnread(api)]);
  return api.json({ member, unreadNotifications });
}

export default function Settings() {
  useLoaderData<typeof loader>();
  const t = useT();
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="md">
        {t('settings.title')}
      </Title>
      <Outlet />
    </MemberFrame>
  );
}
