import { formatBps, formatCentavos, formatPercent, quoteLoan } from '@halimbawa/domain';
import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { LoanCalculator } from '~/features/calculator/LoanCalculator';
import calculatorEnhancement from '~/features/calculator/enhance.ts?worker&url';
import { getSite } from '~/lib/api.server';
import { computeCalculator } from '~/features/calculator/calculator';
import { applicationTexts } from '~/features/loans/application';
import { loadCurrencies } from '~/features/loans/loans.server';
import type { PageScriptsHandle } from '~/lib/page-scripts';
import { getAuthSession, isSignedIn } from '~/lib/session.server';

export const meta: MetaFunction = () => [{ title: 'Empowering dreams, one loan at a time.' }];

// No React here: the calculator's form works as a GET form, and a small script recomputes it live.
export const handle: PageScriptsHandle = { hydrate: false, enhancements: [calculatorEnhancement] };

const SLIDES = [
  'Start the small business you planned',
  'Send the kids to the school they deserve',
  'Fix up the family home',
  'Get the tricycle that earns your living',
  'Cover a hospital bill without panic',
  'Celebrate the milestones that matter',
  'Buy the tools of your trade',
  'Bring the family together for the holidays',
  'Plan ahead, repay on your terms',
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [site, session, currencies] = await Promise.all([getSite(), getAuthSession(request), loadCurrencies()]);
  const calc = computeCalculator(
    {
      amount: url.searchParams.get('amount'),
      currency: url.searchParams.get('currency'),
      installmentCount: url.searchParams.get('installmentCount'),
    },
    site.loan,
    currencies,
    applicationTexts(),
  );
  // The EIR shown in the cards: the longest offered term at the minimum amount (a fixed example).
  const longest = Math.max(...site.loan.terms);
  const example = quoteLoan(site.loan.minPhp, longest, site.loan.monthlyRateBps);
  return json({
    signedIn: isSignedIn(session),
    settings: site.loan,
    currencies,
    shortName: site.company.shortName,
    calc,
    example: { months: longest, eirYearly: example.eirYearly, eirMonthly: example.eirMonthly },
  });
}

export default function Landing() {
  const { signedIn, settings, currencies, shortName, calc, example } = useLoaderData<typeof loader>();
  const rate = formatBps(settings.monthlyRateBps);
  return (
    <>
      <section className="hl-hero" aria-labelledby="hero-title">
        <div className="hl-hero-inner">
          <div>
            <Title order={1} id="hero-title" c="white" size="2.6rem" lh={1.15}>
              Empowering dreams, one loan at a time.
            </Title>
            <Text size="lg" mt="md" c="blue.0">
              Personal loans from PHP {formatCentavos(settings.minPhp)} to {formatCentavos(settings.maxPhp)}, at {rate} a month
              add-on interest, over {settings.terms.join(', ')} months. No fees before disbursement, and the money goes to your
              own wallet.
            </Text>
            <Button component={Link} to={signedIn ? '/dash' : '/login'} size="lg" mt="xl" color="red" radius="xl">
              Apply
            </Button>
          </div>
          <div className="hl-slides" aria-roledescription="slideshow" aria-label="What members borrow for">
            {SLIDES.map((alt, i) => (
              <img key={alt} src={`/slides/slide-${i + 1}.svg`} alt={alt} width={800} height={600} loading={i === 0 ? 'eager' : 'lazy'} />
            ))}
          </div>
        </div>
      </section>

      <div className="hl-section">
        <LoanCalculator settings={settings} currencies={currencies} initial={calc} action="/" enhance />
      </div>

      <section className="hl-section" aria-labelledby="why-title">
        <Title order={2} id="why-title" ta="center" mb="lg">
          Why {shortName}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {[
            {
              icon: '%',
              title: 'Lowest Interest',
              text: `${rate} a month add-on interest on the amount borrowed, nothing else before disbursement. The effective interest rate (EIR) over ${example.months} months is ${formatPercent(example.eirMonthly)} a month, ${formatPercent(example.eirYearly)} a year, and your Disclosure Statement shows it before you sign.`,
            },
            {
              icon: '⇅',
              title: 'Flexible Credit Line',
              text: `Borrow PHP ${formatCentavos(settings.minPhp)} to ${formatCentavos(settings.maxPhp)} and choose ${settings.terms.join(', ')} monthly instalments. Pay early at any time without penalty; unearned interest is rebated.`,
            },
            {
              icon: '★',
              title: 'Unlock Exclusive Features',
              text: "Activate your account to apply, follow your loan's real status, and sign your contract with a code sent to your own phone, never given by anyone else.",
            },
          ].map((card) => (
            <Card key={card.title} withBorder radius="lg" padding="lg">
              <span className="hl-icon-badge" aria-hidden="true">
                {card.icon}
              </span>
              <Title order={3} size="h4" mt="md">
                {card.title}
              </Title>
              <Text mt="xs">{card.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </>
  );
}
