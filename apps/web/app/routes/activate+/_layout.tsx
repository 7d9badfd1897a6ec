// /activate: the activation wizard's layout (docs/product.md §2). Loads the member's saved sections once
// (GET /member/kyc) for every step, keeps the member from opening a step later than their own, and
// shows the progress header, a rejected review's reason in words, and the step (<Outlet/>).
import { Alert, Anchor, Text, Title } from '@mantine/core';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { Progress } from '~/features/activation/Progress';
import memberStyles from '~/styles/member.css?url';
import { STEPS, pathForState, stepNumberOf, stepOfPath, stepTitle } from '~/features/activation/steps';
import { metaT, useLanguage, useT } from '~/lib/language';
import { loadKyc } from '~/features/activation/activation.server';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('activation.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const kyc = await loadKyc(api);
  const requested = stepOfPath(new URL(request.url).pathname);
  // Earlier steps may be opened again; a later one is not available yet.
  if (requested && requested.number > kyc.step) return api.redirect(pathForState(kyc.infoState));
  return api.json({ kyc });
}

// The step a URL may show depends on the member's state: check again on every change of step.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function Activate() {
  const { kyc } = useLoaderData<typeof loader>();
  const location = useLocation();
  const lang = useLanguage();
  const t = useT();
  const current = stepOfPath(location.pathname);
  // 1 to 5, or 6 once activated (every step then shows as saved).
  const reached = kyc.step;
  const review = kyc.kyc;
  const resubmit = review?.status === 'REJECTED' && review.resubmitStep ? STEPS[stepNumberOf(review.resubmitStep) - 1] : null;
  return (
    <MemberFrame>
      <div className="hl-act">
        <Title order={1} size="h2" mb={4}>
          {t('activation.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('activation.intro')}
        </Text>
        {review?.status === 'REJECTED' && review.reason ? (
          // The title one shade darker than Mantine's light red: on the page's tinted background that reads at 4.47:1, under WCAG AA's 4.5.
          <Alert color="red" variant="light" role="alert" mb="lg" title={t('activation.rejectedTitle')} styles={{ title: { color: 'var(--mantine-color-red-8)' } }}>
            <Text>{review.reason}</Text>
            {resubmit ? (
              <Text mt="xs">
                {t('activation.correctBefore')}{' '}
                <Anchor component={Link} to={resubmit.path}>
                  {t('activation.correctLink', { number: resubmit.number, title: stepTitle(lang, resubmit) })}
                </Anchor>
                {t('activation.correctAfter')}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {kyc.infoState === 'INFO_COMPLETED' ? (
          <Alert color="green" variant="light" mb="lg" title={t('activation.activatedTitle')}>
            {t('activation.activatedText')}{' '}
            <Anchor component={Link} to="/dash">
              {t('activation.backToDashboard')}
            </Anchor>
          </Alert>
        ) : null}
        <div className="hl-act-card">
          <Progress current={current?.number ?? null} reached={reached} />
          <Outlet />
        </div>
        <Text size="sm" mt="lg">
          <Anchor component={Link} to="/settings/data">
            {t('settings.dataLink')}
          </Anchor>
        </Text>
      </div>
    </MemberFrame>
  );
}
