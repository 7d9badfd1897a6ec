// /activate: the activation wizard's layout (docs/product.md §2). Loads the member's saved sections once
// (GET /member/kyc) for every step, keeps the member from opening a step later than their own, and
// shows the progress header, a rejected review's reason in words, and the step (<Outlet/>).
import { Alert, Anchor, Text, Title } from '@mantine/core';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from '@remix-run/react';
import { MemberFrame } from '~/components/MemberNav';
import { Progress } from '~/features/activation/Progress';
import memberStyles from '~/styles/member.css?url';
import { STEPS, pathForState, stepNumberOf, stepOfPath } from '~/features/activation/steps';
import { loadKyc } from '~/features/activation/activation.server';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: memberStyles }];

// No React: its forms and links work as plain HTML, and a small script shows a sent form working.
export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = () => [{ title: 'Activate your account' }];

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
  const current = stepOfPath(location.pathname);
  // 1 to 5, or 6 once activated (every step then shows as saved).
  const reached = kyc.step;
  const review = kyc.kyc;
  const resubmit = review?.status === 'REJECTED' && review.resubmitStep ? STEPS[stepNumberOf(review.resubmitStep) - 1] : null;
  return (
    <MemberFrame>
      <div className="hl-act">
        <Title order={1} size="h2" mb={4}>
          Activate your account
        </Title>
        <Text c="dimmed" mb="lg">
          Five short steps: your details, your address, two people who know you, your ID and the account that receives
          your loan. What you save is kept, and you can come back to any earlier step.
        </Text>
        {review?.status === 'REJECTED' && review.reason ? (
          <Alert color="red" variant="light" role="alert" mb="lg" title="We could not verify your account yet">
            <Text>{review.reason}</Text>
            {resubmit ? (
              <Text mt="xs">
                Please correct{' '}
                <Anchor component={Link} to={resubmit.path}>
                  step {resubmit.number}, {resubmit.title}
                </Anchor>
                , and continue from there.
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {kyc.infoState === 'INFO_COMPLETED' ? (
          <Alert color="green" variant="light" mb="lg" title="Your account is activated">
            You can review what you saved. A step is saved again only when you press Continue.{' '}
            <Anchor component={Link} to="/dash">
              Back to the dashboard
            </Anchor>
          </Alert>
        ) : null}
        <div className="hl-act-card">
          <Progress current={current?.number ?? null} reached={reached} />
          <Outlet />
        </div>
      </div>
    </MemberFrame>
  );
}
