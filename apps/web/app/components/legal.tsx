// The Privacy notice and the Terms and Conditions: rendered by /privacy and /terms, and (with
// JavaScript) inside the footer's dialogs.
import { Anchor, Title, Text, List } from '@mantine/core';
import { Link } from '@remix-run/react';
import type { Site } from '~/lib/site';

export function PrivacyContent({ site, headingLevel = 2 }: { site: Site; headingLevel?: 2 | 3 }) {
  const c = site.company;
  const h = headingLevel;
  return (
    <div className="hl-prose">
      <Text>
        {c.name} (&quot;{c.shortName}&quot;, &quot;we&quot;) processes personal data under the Data Privacy Act of
        2012 (Republic Act No. 10173) and the rules of the National Privacy Commission. This notice says what we collect,
        why, and what you can do about it.
      </Text>
      <Title order={h}>What we collect</Title>
      <List>
        <List.Item>Registration: phone number, e-mail address, full name, a password (stored only as a hash).</List.Item>
        <List.Item>Employment: country, location, job title, job category and monthly net income.</List.Item>
        <List.Item>Activation: personal details, address, character references, a government-issued ID and a selfie, and your bank or e-wallet account.</List.Item>
        <List.Item>Loans, repayments and withdrawals, and the address of the device you use (for security).</List.Item>
      </List>
      <Title order={h}>Why we use it</Title>
      <Text>
        To verify your identity, assess whether a loan is affordable for you, disburse and collect loans, meet our duties
        under the law (including reporting to the Credit Information Corporation with your consent), and keep your
        account safe. We never sell your data.
      </Text>
      <Title order={h}>Your ID and selfie</Title>
      <Text>
        Identity documents are stored privately, never in a public folder, and are seen only by you and by our loan
        officers; every view is recorded.
      </Text>
      <Title order={h}>Your character references</Title>
      <Text>We never contact your references about collection; reminders and collection messages go to you only.</Text>
      <Title order={h}>Your rights</Title>
      <Text>
        You may ask for a copy of your data, its correction or, where the law allows, its deletion, and you may complain
        to the National Privacy Commission. Write to{' '}
        <Anchor href={`mailto:${c.supportEmail}`}>{c.supportEmail}</Anchor>.
      </Text>
    </div>
  );
}

export function TermsContent({ site, headingLevel = 2 }: { site: Site; headingLevel?: 2 | 3 }) {
  const c = site.company;
  const h = headingLevel;
  return (
    <div className="hl-prose">
      <Text>
        These terms apply to your use of the {c.shortName} website and to the loans that {c.name} grants through it.
        Each loan also has its own contract and Disclosure Statement, which you read and sign before any money is
        disbursed. Read the Disclosure Statement before you sign for a loan.
      </Text>
      <Title order={h}>Eligibility</Title>
      <Text>You must be 18 to 80 years old and give true, complete information. One open loan per member at a time.</Text>
      <Title order={h}>Costs</Title>
      <List>
        <List.Item>Add-on interest at the monthly rate stated in the calculator and in your Disclosure Statement, which also shows the effective interest rate.</List.Item>
        <List.Item>No fee is charged before disbursement, and a withdrawal from your wallet costs nothing.</List.Item>
        <List.Item>A late instalment has 3 days of grace; after that a late charge capped as stated in your contract may apply. No other fees.</List.Item>
      </List>
      <Title order={h}>Cancelling and paying early</Title>
      <Text>
        You may cancel free of charge before disbursement, and within 3 days of signing even after disbursement by
        returning the principal, with no interest and no fee. You may prepay at any time without penalty; unearned
        interest is rebated.
      </Text>
      <Title order={h}>Nobody may ask you to pay to release a loan</Title>
      <Text>
        We never ask for a payment, a &quot;release fee&quot; or a code from staff to release, unlock or withdraw your
        money. Report any such request through our <Anchor component={Link} to="/contact">Contact Us</Anchor> page.
      </Text>
      <Title order={h}>Your account</Title>
      <Text>
        Keep your password and one-time codes secret. One-time codes are sent only to your registered phone and are never
        asked for by our staff.
      </Text>
    </div>
  );
}
