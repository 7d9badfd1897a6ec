// /about (docs/product.md §2 About): founding year, employee count, the mission line and a photo
// (an illustration from public/); anchors for the footer's Careers and Blog links.
import { Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import type { MetaFunction } from '@remix-run/node';
import { useSite } from '~/lib/hooks';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('publicPage.about.title') }];

export default function About() {
  const site = useSite();
  const c = site.company;
  const t = useT();
  const years = Math.max(0, new Date().getFullYear() - c.foundedYear);
  return (
    <div className="hl-section">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" className="hl-about">
        <div>
          <Title order={1}>{t('publicPage.about.title')}</Title>
          <Text size="xl" fw={600} mt="md" c="blue.9">
            {t('publicPage.about.mission')}
          </Text>
          <Text mt="md">
            {t('publicPage.about.since', { name: c.name, year: c.foundedYear })}
            {years > 0 ? t('publicPage.about.years', { count: years }) : ''}
            {t('publicPage.about.team', { people: c.employeeCount })}
          </Text>
          <SimpleGrid cols={2} mt="lg" spacing="md">
            <Card withBorder radius="lg" padding="md" ta="center">
              <Text size="2rem" fw={800} c="blue.9">
                {c.foundedYear}
              </Text>
              <Text size="sm" c="dimmed">
                {t('publicPage.about.founded')}
              </Text>
            </Card>
            <Card withBorder radius="lg" padding="md" ta="center">
              <Text size="2rem" fw={800} c="blue.9">
                {c.employeeCount}
              </Text>
              <Text size="sm" c="dimmed">
                {t('publicPage.about.employees')}
              </Text>
            </Card>
          </SimpleGrid>
        </div>
        <Image src="/about-team.svg" alt={t('publicPage.about.photo', { name: c.shortName })} radius="lg" />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt="xl">
        <Card withBorder radius="lg" padding="lg" component="section" id="careers" aria-labelledby="careers-title">
          <Title order={2} size="h3" id="careers-title">
            {t('publicPage.about.careers')}
          </Title>
          <Text mt="xs">
            {t('publicPage.about.careersText', { email: c.supportEmail })}
          </Text>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" id="blog" aria-labelledby="blog-title">
          <Title order={2} size="h3" id="blog-title">
            {t('publicPage.about.blog')}
          </Title>
          <Text mt="xs">
            {t('publicPage.about.blogText')}
          </Text>
        </Card>
      </SimpleGrid>
    </div>
  );
}
