// /about (docs/product.md §2 About): founding year, employee count, the mission line and a photo
// (an illustration from public/); anchors for the footer's Careers and Blog links.
import { Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useSite } from '~/lib/hooks';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const meta: MetaFunction = () => [{ title: 'About Us' }];

export const handle = NO_SCRIPTS;

export default function About() {
  const site = useSite();
  const c = site.company;
  const years = Math.max(0, new Date().getFullYear() - c.foundedYear);
  return (
    <div className="hl-section">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" className="hl-about">
        <div>
          <Title order={1}>About Us</Title>
          <Text size="xl" fw={600} mt="md" c="blue.9">
            We&apos;re here to help everyone take control of their financial future
          </Text>
          <Text mt="md">
            {c.name} has offered personal loans to Filipino borrowers since {c.foundedYear}
            {years > 0 ? ` (${years} ${years === 1 ? 'year' : 'years'})` : ''}. Our team of {c.employeeCount} people in
            Metro Manila reviews every application, answers every message, and keeps our terms simple: a clear monthly
            rate, no fee before disbursement, free cancellation before the money reaches your wallet, and no penalty for
            paying early.
          </Text>
          <SimpleGrid cols={2} mt="lg" spacing="md">
            <Card withBorder radius="lg" padding="md" ta="center">
              <Text size="2rem" fw={800} c="blue.9">
                {c.foundedYear}
              </Text>
              <Text size="sm" c="dimmed">
                Founded
              </Text>
            </Card>
            <Card withBorder radius="lg" padding="md" ta="center">
              <Text size="2rem" fw={800} c="blue.9">
                {c.employeeCount}
              </Text>
              <Text size="sm" c="dimmed">
                Employees
              </Text>
            </Card>
          </SimpleGrid>
        </div>
        <Image src="/about-team.svg" alt={`The ${c.shortName} team at work in the office`} radius="lg" />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
        <Card withBorder radius="lg" padding="lg" component="section" id="careers" aria-labelledby="careers-title">
          <Title order={2} size="h3" id="careers-title">
            Careers
          </Title>
          <Text mt="xs">
            We hire loan officers, customer support and engineers who want lending to be fair. Send your CV to{' '}
            {c.supportEmail}.
          </Text>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" id="blog" aria-labelledby="blog-title">
          <Title order={2} size="h3" id="blog-title">
            Blog
          </Title>
          <Text mt="xs">
            Tips on budgeting, reading a Disclosure Statement and spotting loan scams. New articles are coming soon.
          </Text>
        </Card>
      </SimpleGrid>
    </div>
  );
}
