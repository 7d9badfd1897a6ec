// /terms: the Terms and Conditions as a page (the footer opens them as a dialog when JavaScript runs).
import { Container, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { TermsContent } from '~/components/legal';
import { useSite } from '~/lib/hooks';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('policy.terms.title') }];

export default function Terms() {
  const site = useSite();
  const t = useT();
  return (
    <Container size="md" className="hl-section">
      <Title order={1} mb="md">
        {t('policy.terms.title')}
      </Title>
      <TermsContent site={site} />
    </Container>
  );
}
