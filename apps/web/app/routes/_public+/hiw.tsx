// /hiw (docs/product.md §2 How it works): the steps from registration to repayment and the configured
// amounts, rate and terms; a short FAQ (the footer's FAQ link points here).
import { formatBps, formatCentavos, formatPercent, quoteLoan } from '@halimbawa/domain';
import { Button, Card, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { MetaFunction, LinksFunction } from '@remix-run/node';
import { Link } from '~/components/Link';
import { useRootData, useSite } from '~/lib/hooks';
import { metaT, useT } from '~/lib/language';
import pagesStyles from '~/styles/pages.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('publicPage.hiw.title') }];

const STEPS = ['register', 'activate', 'apply', 'sign', 'receive', 'repay'] as const;

const FAQ = ['payBefore', 'cancel', 'early', 'codes'] as const;

export default function HowItWorks() {
  const site = useSite();
  const signedIn = useRootData()?.signedIn ?? false;
  const loan = site.loan;
  const longest = Math.max(...loan.terms);
  const example = quoteLoan(loan.minPhp, longest, loan.monthlyRateBps);
  const t = useT();
  const min = formatCentavos(loan.minPhp);
  const rate = formatBps(loan.monthlyRateBps);
  const terms = loan.terms.join(', ');
  return (
    <div className="hl-section">
      <Title order={1} ta="center">
        {t('publicPage.hiw.title')}
      </Title>
      <Text ta="center" size="lg" mt="xs" maw={760} mx="auto">
        {t('publicPage.hiw.lead', { min, max: formatCentavos(loan.maxPhp), terms, rate })}
      </Text>

      <ol className="hl-hiw-steps">
        {STEPS.map((s, i) => (
          <li key={s}>
            <Card withBorder radius="lg" padding="lg" h="100%">
              <ThemeIcon size={40} radius="xl" color="blue" aria-hidden="true">
                {i + 1}
              </ThemeIcon>
              <Title order={2} size="h4" mt="sm">
                {t(`publicPage.hiw.${s}Title`)}
              </Title>
              <Text mt="xs">{t(`publicPage.hiw.${s}Text`)}</Text>
            </Card>
          </li>
        ))}
      </ol>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="limits-title">
          <Title order={2} size="h3" id="limits-title">
            {t('publicPage.hiw.limits')}
          </Title>
          <List mt="sm" spacing="xs">
            <List.Item>{t('publicPage.hiw.minimum', { amount: min })}</List.Item>
            <List.Item>{t('publicPage.hiw.maximum', { amount: formatCentavos(loan.maxPhp) })}</List.Item>
            <List.Item>{t('publicPage.hiw.addOn', { rate })}</List.Item>
            <List.Item>{t('publicPage.hiw.terms', { terms })}</List.Item>
            <List.Item>
              {t('publicPage.hiw.example', {
                amount: min,
                months: longest,
                eirMonthly: formatPercent(example.eirMonthly),
                eirYearly: formatPercent(example.eirYearly),
              })}
            </List.Item>
            <List.Item>{t('publicPage.hiw.lateCharge', { graceDays: loan.graceDays, rate: formatBps(loan.lateChargeBpsPerMonth) })}</List.Item>
          </List>
          <Button component={Link} to={signedIn ? '/dash' : '/register'} mt="md" radius="xl" color="red">
            {t(signedIn ? 'publicPage.hiw.dashboard' : 'publicPage.hiw.registerNow')}
          </Button>
        </Card>

        <section aria-labelledby="faq-title" id="faq">
          <Title order={2} size="h3" id="faq-title" mb="sm">
            {t('publicPage.hiw.faq')}
          </Title>
          {FAQ.map((f) => (
            <details key={f} className="hl-faq">
              <summary>{t(`publicPage.hiw.${f}Q`)}</summary>
              <Text mt="xs">{t(`publicPage.hiw.${f}A`)}</Text>
            </details>
          ))}
        </section>
      </SimpleGrid>
    </div>
  );
}
