// Mantine's global styles; each component's own come with the modules that use it (mantine-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { htmlLang } from '@halimbawa/domain';
import { Button, MantineProvider, Text, Title, mantineHtmlProps } from '@mantine/core';
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { NotFound } from '~/components/NotFound';
import { Notices } from '~/components/Notices';
import { DemoBanner, SiteFooter, SiteHeader } from '~/components/Shell';
import { getSite } from '~/lib/api.server';
import { ensureCsrfToken } from '~/lib/csrf.server';
import { publicEnv } from '~/lib/env.server';
import { cookieHeaders } from '~/lib/flash.server';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { useNonce } from '~/lib/nonce';
import { usePageScripts } from '~/lib/page-scripts';
import { useRootData, type RootData } from '~/lib/hooks';
import { commitUiSession, getAuthSession, getUiSession, isSignedIn, type Notice } from '~/lib/session.server';
import { DEMO_SITE } from '~/lib/site';
import { THEME_CSS_URL, theme } from '~/lib/theme';
import appStyles from '~/styles/app.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: THEME_CSS_URL },
  { rel: 'stylesheet', href: appStyles },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const name = data?.site.company.name ?? DEMO_SITE.company.name;
  const t = metaT(matches);
  return [{ title: t('shell.metaTitle', { name }) }, { name: 'description', content: t('shell.metaDescription') }];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const [site, auth, ui] = await Promise.all([getSite(), getAuthSession(request), getUiSession(request)]);
  const { token, created } = ensureCsrfToken(ui);
  const pending = ui.get('notices');
  const notices: Notice[] = Array.isArray(pending) ? pending : [];
  if (notices.length > 0) ui.unset('notices');
  const headers = created || notices.length > 0 ? cookieHeaders(await commitUiSession(ui)) : undefined;
  const data: RootData = { site, lang: requestLanguage(request), signedIn: isSignedIn(auth), csrf: token, notices, env: publicEnv() };
  return json(data, { headers });
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const site = data?.site ?? DEMO_SITE;
  const nonce = useNonce();
  const enhancements = usePageScripts();
  const lang = useLanguage();
  const t = useT();
  return (
    <html lang={htmlLang(lang)} {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
          <a href="#main" className="hl-skip">
            {t('shell.skipToContent')}
          </a>
          <DemoBanner site={site} />
          <SiteHeader site={site} signedIn={data?.signedIn ?? false} />
          <main id="main" className="hl-main">
            <Notices notices={data?.notices ?? []} />
            {children}
          </main>
          <SiteFooter site={site} />
        </MantineProvider>
        {enhancements.map((src) => (
          <script key={src} src={src} defer nonce={nonce} />
        ))}
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  let title = t('shell.errorTitle');
  let message = t('shell.errorText');
  if (isRouteErrorResponse(error)) {
    if (error.status === 403) {
      title = t('shell.forbiddenTitle');
      message = typeof error.data === 'string' && error.data ? error.data : t('webMessage.csrfFailure');
    } else if (error.status === 400 && typeof error.data === 'string' && error.data) {
      title = t('shell.badRequestTitle');
      message = error.data;
    } else if (error.status === 413) {
      title = t('shell.tooLargeTitle');
      message = typeof error.data === 'string' && error.data ? error.data : t('webMessage.formTooLarge');
    } else if (error.status === 405) {
      title = t('shell.notAllowedTitle');
      message = t('shell.notAllowedText');
    }
  }
  return (
    <div className="hl-404">
      <Title order={1}>{title}</Title>
      <Text size="lg" mt="sm">
        {message}
      </Text>
      <Button component={Link} to="/" mt="xl" size="md">
        {t('shell.takeMeBack')}
      </Button>
    </div>
  );
}
