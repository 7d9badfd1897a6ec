// /privacy: the Privacy notice as a page (the footer opens it as a dialog when JavaScript runs).
import { Container, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { PrivacyContent } from '~/components/legal';
import { useSite } from '~/lib/hooks';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('policy.privacy.title') }];

export default function Privacy() {
  const site = useSite();
  const t = useT();
  return (
    <Container size="md" className="hl-section">
      <Title order={1} mb="md">
        {t('policy.privacy.title')}
      </Title>
      <PrivacyContent site={site} />
    </Container>
  );
}
