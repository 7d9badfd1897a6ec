// /dash/agreement: the Service and Policy Agreement as a page of its own (a dialog that is a route,
// docs/product.md §0.6), opened from the application form with what was typed in the query. 'I agree' goes back
// to /dash with the box ticked and the values kept; Back keeps them without ticking it.
import { formatBps, formatCentavos } from '@halimbawa/domain';
import { Anchor, Button, Card, Group, List, Text, Title } from '@mantine/core';
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { getSite } from '~/lib/api.server';
import { applicationValuesOf, dashUrl } from '~/features/loans/application';
import { requireMember } from '~/lib/member.server';
import { metaT, useT } from '~/lib/language';
import { EnglishGoverns } from '~/features/loans/EnglishGoverns';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('loans.agreement.title') }];

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
  const t = useT();
  const mail = <Anchor href={`mailto:${company.supportEmail}`}>{company.supportEmail}</Anchor>;
  return (
    <MemberFrame>
      <Card withBorder radius="md" padding="xl" component="article" aria-labelledby="agreement-title" maw={860}>
        <Title order={1} size="h2" id="agreement-title" mb="xs">
          {t('loans.agreement.title')}
        </Title>
        <EnglishGoverns />
        <Text c="dimmed" mb="lg" mt="md">
          {t('loans.agreement.between', { company: company.name, short: company.shortName })}
        </Text>

        <Title order={2} size="h4" mt="md">
          {t('loans.agreement.serviceTitle')}
        </Title>
        <Text>
          {t('loans.agreement.service', {
            short: company.shortName,
            min: formatCentavos(loan.minPhp),
            max: formatCentavos(loan.maxPhp),
            terms: loan.terms.join(', '),
            rate,
          })}
        </Text>

        <Title order={2} size="h4" mt="md">
          {t('loans.agreement.bindTitle')}
        </Title>
        <Text>{t('loans.agreement.bind')}</Text>

        <Title order={2} size="h4" mt="md">
          {t('loans.agreement.feesTitle')}
        </Title>
        <List spacing={4} mt={4}>
          <List.Item>{t('loans.agreement.noFees')}</List.Item>
          <List.Item>{t('loans.agreement.wallet')}</List.Item>
          <List.Item>
            {t('loans.agreement.scam')} {mail}.
          </List.Item>
          <List.Item>{t('loans.agreement.codes')}</List.Item>
        </List>

        <Title order={2} size="h4" mt="md">
          {t('loans.agreement.repayTitle')}
        </Title>
        <Text>{t('loans.agreement.repay')}</Text>

        <Title order={2} size="h4" mt="md">
          {t('loans.agreement.infoTitle')}
        </Title>
        <Text>{t('loans.agreement.info')}</Text>

        <Title order={2} size="h4" mt="md">
          {t('loans.agreement.questionsTitle')}
        </Title>
        <Text>
          {t('loans.agreement.questions')} {mail}. {t('loans.agreement.acknowledge')}
        </Text>

        <Group mt="xl" gap="md">
          <Button component={Link} to={agreeUrl} size="md" data-testid="i-agree">
            {t('loans.agreement.agree')}
          </Button>
          <Button component={Link} to={backUrl} variant="default" size="md">
            {t('loans.back')}
          </Button>
        </Group>
      </Card>
    </MemberFrame>
  );
}
