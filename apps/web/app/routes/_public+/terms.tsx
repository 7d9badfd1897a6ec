// /terms: the Terms and Conditions as a page (the footer opens them as a dialog when JavaScript runs).
import { Container, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { TermsContent } from '~/components/legal';
import { useSite } from '~/lib/hooks';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'Terms and Conditions' }];

export const handle = NO_SCRIPTS;

export default function Terms() {
  const site = useSite();
  return (
    <Container size="md" className="hl-section">
      <Title order={1} mb="md">
        Terms and Conditions
      </Title>
      <TermsContent site={site} />
    </Container>
  );
}
