// /privacy: the Privacy notice as a page (the footer opens it as a dialog when JavaScript runs).
import { Container, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { PrivacyContent } from '~/components/legal';
import { useSite } from '~/lib/hooks';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'Privacy notice' }];

export const handle = NO_SCRIPTS;

export default function Privacy() {
  const site = useSite();
  return (
    <Container size="md" className="hl-section">
      <Title order={1} mb="md">
        Privacy notice
      </Title>
      <PrivacyContent site={site} />
    </Container>
  );
}
