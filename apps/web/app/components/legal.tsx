// The Privacy notice and the Terms and Conditions, rendered by /privacy and /terms. In another
// language than English they open with the notice that the English text governs, and a link to read it.
import { DEFAULT_LANGUAGE, formatBps } from '@halimbawa/domain';
import { Alert, Anchor, Title, Text, List } from '@mantine/core';
import { useLocation } from '@remix-run/react';
import { Link } from '~/components/Link';
import { languageHref, useLanguage, useT } from '~/lib/language';
import type { Site } from '~/lib/site';

function EnglishGoverns() {
  const lang = useLanguage();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  if (lang === DEFAULT_LANGUAGE) return null;
  return (
    <Alert color="blue" variant="light" role="note" mb="md">
      {t('legal.englishGoverns')}{' '}
      <Anchor href={languageHref(DEFAULT_LANGUAGE, pathname + search + hash)} hrefLang={DEFAULT_LANGUAGE}>
        {t('policy.readEnglish')}
      </Anchor>
    </Alert>
  );
}

export function PrivacyContent({ site }: { site: Site }) {
  const c = site.company;
  const t = useT();
  return (
    <div className="hl-prose">
      <EnglishGoverns />
      <Text>{t('policy.privacy.intro', { name: c.name, shortName: c.shortName })}</Text>
      <Title order={2}>{t('policy.privacy.collect')}</Title>
      <List>
        <List.Item>{t('policy.privacy.collectRegistration')}</List.Item>
        <List.Item>{t('policy.privacy.collectEmployment')}</List.Item>
        <List.Item>{t('policy.privacy.collectActivation')}</List.Item>
        <List.Item>{t('policy.privacy.collectLoans')}</List.Item>
      </List>
      <Title order={2}>{t('policy.privacy.why')}</Title>
      <Text>{t('policy.privacy.whyText')}</Text>
      <Title order={2}>{t('policy.privacy.documents')}</Title>
      <Text>{t('policy.privacy.documentsText')}</Text>
      <Title order={2}>{t('policy.privacy.references')}</Title>
      <Text>{t('policy.privacy.referencesText')}</Text>
      <Title order={2}>{t('policy.privacy.rights')}</Title>
      <Text>
        {t('policy.privacy.rightsText')} <Anchor href={`mailto:${c.supportEmail}`}>{c.supportEmail}</Anchor>.
      </Text>
    </div>
  );
}

export function TermsContent({ site }: { site: Site }) {
  const c = site.company;
  const t = useT();
  return (
    <div className="hl-prose">
      <EnglishGoverns />
      <Text>{t('policy.terms.intro', { name: c.name, shortName: c.shortName })}</Text>
      <Title order={2}>{t('policy.terms.eligibility')}</Title>
      <Text>{t('policy.terms.eligibilityText')}</Text>
      <Title order={2}>{t('policy.terms.costs')}</Title>
      <List>
        <List.Item>{t('policy.terms.costsInterest')}</List.Item>
        <List.Item>{t('policy.terms.costsNoFee')}</List.Item>
        <List.Item>{t('policy.terms.costsLate', { graceDays: site.loan.graceDays, rate: formatBps(site.loan.lateChargeBpsPerMonth) })}</List.Item>
      </List>
      <Title order={2}>{t('policy.terms.cancel')}</Title>
      <Text>{t('policy.terms.cancelText')}</Text>
      <Title order={2}>{t('policy.terms.noRelease')}</Title>
      <Text>
        {t('policy.terms.noReleaseText')}{' '}
        <Anchor component={Link} to="/contact">
          {t('policy.terms.contactLink')}
        </Anchor>
        {t('policy.terms.noReleaseAfter')}
      </Text>
      <Title order={2}>{t('policy.terms.account')}</Title>
      <Text>{t('policy.terms.accountText')}</Text>
    </div>
  );
}
