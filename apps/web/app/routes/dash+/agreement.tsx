// /dash/agreement: the Service and Policy Agreement as a page of its own (a dialog that is a route,
// docs/product.md §0.6), opened from the application form with what was typed in the query. 'I agree' goes back
// to /dash with the box ticked and the values kept; Back keeps them without ticking it.
import { formatBps, formatCentavos } from '@halimbawa/domain';
import { Anchor, Button, Card, Group, List, Text, Title } from '@mantine/core';
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { MemberFrame } from '~/components/MemberNav';
import { getSite } from '~/lib/api.server';
import { applicationValuesOf, dashUrl } from '~/features/loans/application';
import { requireMember } from '~/lib/member.server';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'Service and Policy Agreement' }];

// Nothing here gains from JavaScript: the page is sent without it.
export const handle = NO_SCRIPTS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const site = await getSite();
  const values = applicationValuesOf(new URL(request.url).searchParams);
  return api.json({
    company: { name: site.company.name, shortName: site.company.shortName, supportEmail: site.company.supportEmail },
    loan: site.loan,
    agreeUrl: dashUrl(values, { agree: true }),
    backUrl: dashUrl(values),
  });
}

export default function Agreement() {
  const { company, loan, agreeUrl, backUrl } = useLoaderData<typeof loader>();
  const rate = formatBps(loan.monthlyRateBps);
  return (
    <MemberFrame>
      <Card withBorder radius="md" padding="xl" component="article" aria-labelledby="agreement-title" maw={860}>
        <Title order={1} size="h2" id="agreement-title" mb="xs">
          Service and Policy Agreement
        </Title>
        <Text c="dimmed" mb="lg">
          Between you and {company.name} ({company.shortName}). Please read it before you apply.
        </Text>

        <Title order={2} size="h4" mt="md">
          1. The service
        </Title>
        <Text>
          {company.shortName} offers personal loans from PHP {formatCentavos(loan.minPhp)} to PHP {formatCentavos(loan.maxPhp)} over{' '}
          {loan.terms.join(', ')} months, at {rate} a month add-on interest on the principal. The monthly instalment, the total
          to repay and the effective interest rate (EIR) are shown before you apply and again, in the Disclosure Statement,
          before you sign.
        </Text>

        <Title order={2} size="h4" mt="md">
          2. Applying does not bind you
        </Title>
        <Text>
          Your application is reviewed by a loan officer, who may approve it, approve a lower amount or shorter term, or
          decline it. An approved loan becomes a contract only when you sign it with the code we send to your registered
          phone. Until then you may walk away, and you can cancel for free at any time before the money reaches your
          wallet.
        </Text>

        <Title order={2} size="h4" mt="md">
          3. No fees before the money reaches you
        </Title>
        <List spacing={4} mt={4}>
          <List.Item>We never charge a fee to apply, to approve, to release, to unlock or to withdraw a loan.</List.Item>
          <List.Item>The whole approved amount is credited to your in-app wallet; you withdraw it to your own account.</List.Item>
          <List.Item>
            Anyone who asks you to pay to release or withdraw a loan is not us: do not pay, and report it to{' '}
            <Anchor href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Anchor>.
          </List.Item>
          <List.Item>Never share the codes we send by SMS. Our staff will never ask for them.</List.Item>
        </List>

        <Title order={2} size="h4" mt="md">
          4. Repayment, late payment and cancellation
        </Title>
        <Text>
          You repay in equal monthly instalments. You may repay early, in whole or in part, without penalty; unearned
          interest is rebated. There is no late charge during a grace period of 3 days after a due date; after that a
          capped late charge applies, as your Disclosure Statement states, and no other fees. Within 3 days of signing
          you may cancel even after the money is credited, by returning the principal, with no interest and no fee.
        </Text>

        <Title order={2} size="h4" mt="md">
          5. Your information
        </Title>
        <Text>
          We use the information you gave us (your details, employment and income, ID and selfie, references and bank
          account) to verify your identity, assess whether the loan is affordable for you, and run your loan, as the Data
          Privacy Act of 2012 allows. We report your loan to credit bureaus only with the consent you gave. We never
          contact your references or anyone else about your loan, and we send reminders only to you, between 6 am and 10
          pm.
        </Text>

        <Title order={2} size="h4" mt="md">
          6. Questions and complaints
        </Title>
        <Text>
          Contact us through the Contact Us page or at <Anchor href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Anchor>.
          We acknowledge every complaint at once and follow it to resolution.
        </Text>

        <Group mt="xl" gap="md">
          <Button component={Link} to={agreeUrl} size="md" data-testid="i-agree">
            I agree
          </Button>
          <Button component={Link} to={backUrl} variant="default" size="md">
            Back
          </Button>
        </Group>
      </Card>
    </MemberFrame>
  );
}
