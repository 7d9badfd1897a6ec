// The information pages of Settings (Transfer, Pay, Borrow: docs/product.md §2): a title, sections
// of plain text and a way back. Static and server-rendered, so they read the same without JavaScript.
import { Anchor, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@remix-run/react';
import { SettingsHeader } from './SettingsHeader';

export interface InfoSection {
  heading: string;
  /** Paragraphs, then an optional list of points. */
  text: string[];
  points?: string[];
  /** A page that acts on what the section says. */
  link?: { to: string; label: string };
}

export function InfoPage({ title, intro, sections }: { title: string; intro: string; sections: InfoSection[] }) {
  return (
    <Stack>
      <SettingsHeader title={title} />
      <Text>{intro}</Text>
      {sections.map((s) => (
        <Card key={s.heading} withBorder radius="md" padding="lg" component="section" aria-label={s.heading}>
          <Title order={3} size="h4" mb="xs">
            {s.heading}
          </Title>
          {s.text.map((p) => (
            <Text key={p} mb="xs">
              {p}
            </Text>
          ))}
          {s.points ? (
            <List spacing={4}>
              {s.points.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          ) : null}
          {s.link ? (
            <Anchor component={Link} to={s.link.to} fw={600}>
              {s.link.label}
            </Anchor>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
