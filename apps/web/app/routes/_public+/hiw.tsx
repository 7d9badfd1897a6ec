// /hiw (docs/product.md §2 How it works): the steps from registration to repayment and the configured
// amounts, rate and terms; a short FAQ (the footer's FAQ link points here).
import { formatBps, formatCentavos, formatPercent, quoteLoan } from '@halimbawa/domain';
import { Button, Card, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { MetaFunction, LinksFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useRootData, useSite } from '~/lib/hooks';
import pagesStyles from '~/styles/pages.css?url';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = () => [{ title: 'How It Works' }];

export const handle = NO_SCRIPTS;

const STEPS = [
  {
    title: 'Register',
    text: 'Create your account with your phone number, e-mail and a password, and tell us about your work and monthly income.',
  },
  {
    title: 'Activate your account',
    text: 'Five short steps: your details, your address, two character references, a government-issued ID with a clear selfie, and the bank or e-wallet account that will receive your loan.',
  },
  {
    title: 'Apply',
    text: 'Choose the amount and the number of monthly instalments. Pre-screening is instant; a loan officer reviews your application.',
  },
  {
    title: 'Read and sign',
    text: 'Once approved, read the Disclosure Statement (amount, finance charges, effective interest rate and the repayment schedule) and sign the contract with a code sent by SMS to your phone.',
  },
  {
    title: 'Receive the money',
    text: 'The approved amount is credited to your in-app wallet within 24 hours of signing. Withdraw it to your own bank or e-wallet account for free.',
  },
  {
    title: 'Repay monthly',
    text: 'Pay each instalment by its due date. Paying early is allowed at any time without penalty, and on-time payments raise your credit score.',
  },
];

const FAQ = [
  {
    q: 'Do I pay anything before I get the money?',
    a: 'No. There is no fee before disbursement, and nobody may ask you to pay to release, unlock or withdraw a loan. If someone does, it is a scam: tell us through the Contact Us page.',
  },
  {
    q: 'Can I cancel?',
    a: 'Yes, for free at any time before the money reaches your wallet. Within 3 days of signing you may also cancel after disbursement by returning the principal, with no interest and no fee.',
  },
  { q: 'Can I pay early?', a: 'Yes, in whole or in part, without penalty; the unearned interest is rebated.' },
  {
    q: 'Who sends the one-time codes?',
    a: 'Our system sends them by SMS to your registered phone only. Our staff never give or ask for codes.',
  },
];

export default function HowItWorks() {
  const site = useSite();
  const signedIn = useRootData()?.signedIn ?? false;
  const loan = site.loan;
  const longest = Math.max(...loan.terms);
  const example = quoteLoan(loan.minPhp, longest, loan.monthlyRateBps);
  return (
    <div className="hl-section">
      <Title order={1} ta="center">
        How It Works
      </Title>
      <Text ta="center" size="lg" mt="xs" maw={760} mx="auto">
        Borrow from PHP {formatCentavos(loan.minPhp)} up to a maximum of PHP {formatCentavos(loan.maxPhp)}, over{' '}
        {loan.terms.join(', ')} months, at {formatBps(loan.monthlyRateBps)} a month add-on interest. No fee is charged
        before disbursement.
      </Text>

      <ol className="hl-hiw-steps">
        {STEPS.map((s, i) => (
          <li key={s.title}>
            <Card withBorder radius="lg" padding="lg" h="100%">
              <ThemeIcon size={40} radius="xl" color="blue" aria-hidden="true">
                {i + 1}
              </ThemeIcon>
              <Title order={2} size="h4" mt="sm">
                {s.title}
              </Title>
              <Text mt="xs">{s.text}</Text>
            </Card>
          </li>
        ))}
      </ol>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="limits-title">
          <Title order={2} size="h3" id="limits-title">
            Amounts, rates and terms
          </Title>
          <List mt="sm" spacing="xs">
            <List.Item>Minimum loan: PHP {formatCentavos(loan.minPhp)}</List.Item>
            <List.Item>Maximum loan: PHP {formatCentavos(loan.maxPhp)}</List.Item>
            <List.Item>Add-on interest: {formatBps(loan.monthlyRateBps)} a month of the amount borrowed</List.Item>
            <List.Item>Terms: {loan.terms.join(', ')} monthly instalments</List.Item>
            <List.Item>
              Example: PHP {formatCentavos(loan.minPhp)} over {longest} months has an effective interest rate of{' '}
              {formatPercent(example.eirMonthly)} a month ({formatPercent(example.eirYearly)} a year)
            </List.Item>
            <List.Item>Late charge only after 3 days of grace, capped as stated in your contract; no other fees</List.Item>
          </List>
          <Button component={Link} to={signedIn ? '/dash' : '/register'} mt="md" radius="xl" color="red">
            {signedIn ? 'Go to my dashboard' : 'Register now'}
          </Button>
        </Card>

        <section aria-labelledby="faq-title" id="faq">
          <Title order={2} size="h3" id="faq-title" mb="sm">
            Frequently asked questions
          </Title>
          {FAQ.map((f) => (
            <details key={f.q} className="hl-faq">
              <summary>{f.q}</summary>
              <Text mt="xs">{f.a}</Text>
            </details>
          ))}
        </section>
      </SimpleGrid>
    </div>
  );
}
