import { formatBps, formatCentavos, formatPercent, quoteLoan } from '@halimbawa/domain';
import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { LoanCalculator } from '~/features/calculator/LoanCalculator';
import calculatorEnhancement from '~/features/calculator/enhance.ts?worker&url';
import { getSite } from '~/lib/api.server';
import { calculatorInput, computeCalculator } from '~/features/calculator/calculator';
import { applicationTexts } from '~/features/loans/application';
import { loadCurrencies } from '~/features/loans/loans.server';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import type { PageScriptsHandle } from '~/lib/page-scripts';
import { getAuthSession, isSignedIn } from '~/lib/session.server';
import landingStyles from '~/styles/landing.css?url';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('publicPage.home.title') }];

// No React here: the calculator's form works as a GET form, and a small script recomputes it live.
export const handle: PageScriptsHandle = { enhancements: [calculatorEnhancement] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: landingStyles }];

const SLIDES = [
  'slideBusiness',
  'slideSchool',
  'slideHome',
  'slideTricycle',
  'slideHospital',
  'slideMilestones',
  'slideTools',
  'slideHolidays',
  'slideTerms',
] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [site, session, currencies] = await Promise.all([getSite(), getAuthSession(request), loadCurrencies()]);
  const calc = computeCalculator(
    calculatorInput(url.searchParams),
    site.loan,
    currencies,
    applicationTexts(requestLanguage(request)),
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
  const min = formatCentavos(settings.minPhp);
  const max = formatCentavos(settings.maxPhp);
  const terms = settings.terms.join(', ');
  const t = useT();
  return (
    <>
      <section className="hl-hero" aria-labelledby="hero-title">
        <div className="hl-hero-inner">
          <div>
            <Title order={1} id="hero-title" c="white" size="2.6rem" lh={1.15}>
              {t('publicPage.home.title')}
            </Title>
            <Text size="lg" mt="md" c="blue.0">
              {t('publicPage.home.lead', { min, max, rate, terms })}
            </Text>
            <Button component={Link} to={signedIn ? '/dash' : '/login'} size="lg" mt="xl" color="red" radius="xl">
              {t('publicPage.home.apply')}
            </Button>
          </div>
          {/* Pictures without words: each one's words are its caption, text in the page's language. */}
          <div className="hl-slides" role="group" aria-roledescription="slideshow" aria-label={t('publicPage.home.slides')}>
            {SLIDES.map((slide, i) => (
              <figure key={slide}>
                <img src={`/slides/slide-${i + 1}.svg`} alt="" width={800} height={600} loading={i === 0 ? 'eager' : 'lazy'} />
                <figcaption>{t(`publicPage.home.${slide}`)}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <div className="hl-section">
        <LoanCalculator settings={settings} currencies={currencies} initial={calc} action="/" />
      </div>

      <section className="hl-section" aria-labelledby="why-title">
        <Title order={2} id="why-title" ta="center" mb="lg">
          {t('publicPage.home.why', { name: shortName })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {[
            {
              icon: '%',
              title: t('publicPage.home.lowestInterest'),
              text: t('publicPage.home.lowestInterestText', {
                rate,
                months: example.months,
                eirMonthly: formatPercent(example.eirMonthly),
                eirYearly: formatPercent(example.eirYearly),
              }),
            },
            {
              icon: '⇅',
              title: t('publicPage.home.flexible'),
              text: t('publicPage.home.flexibleText', { min, max, terms }),
            },
            {
              icon: '★',
              title: t('publicPage.home.features'),
              text: t('publicPage.home.featuresText'),
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
