// At the top of a legal text shown in Filipino (the disclosure, the contract, the agreement): the
// English text governs, and a link to read it (the language link, back to the same page).
import { Alert, Anchor, Text } from '@mantine/core';
import { useLocation } from '@remix-run/react';
import { useLanguage, useT } from '~/lib/language';

export function EnglishGoverns() {
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  if (lang === 'en') return null;
  const t = useT();
  return (
    <Alert color="gray" variant="light" data-testid="english-governs">
      <Text size="sm">
        {t('legal.englishGoverns')}{' '}
        <Anchor href={`/language?to=en&back=${encodeURIComponent(pathname + search)}`} hrefLang="en">
          {t('loans.contract.readEnglish')}
        </Anchor>
      </Text>
    </Alert>
  );
}
