// The credit score on /settings: a dial drawn as inline SVG (server-rendered, so it shows without
// JavaScript), its text equivalent for screen readers, each factor with its points and sentence,
// and the history. The model is docs/decisions/008-credit-score.md.
import { valueLabel } from '@halimbawa/domain';
import { Anchor, Card, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '~/components/Link';
import { formatDateTime } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';
import type { CreditScoreView } from './credit-score.server';

const BAND_COLOURS: Record<CreditScoreView['band'], string> = {
  Poor: '#c92a2a',
  Fair: '#e8590c',
  Good: '#2f9e44',
  'Very good': '#2b8a3e',
  Excellent: '#1864ab',
};

/** A half-circle dial: the coloured arc's length is the score, out of `max` (pathLength does the scaling). */
export function ScoreDial({ score, max, band }: Pick<CreditScoreView, 'score' | 'max' | 'band'>) {
  const t = useT();
  const bandLabel = valueLabel(useLanguage(), 'creditBand', band);
  const arc = 'M 20 100 A 80 80 0 0 1 180 100';
  return (
    <svg viewBox="0 0 200 116" width="220" height="128" role="img" aria-labelledby="credit-score-title" data-testid="credit-score-dial">
      <title id="credit-score-title">{t('settings.creditScore.dial', { score, max, band: bandLabel })}</title>
      <path d={arc} fill="none" stroke="#e9ecef" strokeWidth="16" strokeLinecap="round" />
      {score > 0 ? (
        <path d={arc} fill="none" stroke={BAND_COLOURS[band]} strokeWidth="16" strokeLinecap="round" pathLength={max} strokeDasharray={`${score} ${max}`} />
      ) : null}
      <text x="100" y="86" textAnchor="middle" fontSize="34" fontWeight="700" fill="#0b2a63" aria-hidden="true">
        {score}
      </text>
      <text x="100" y="108" textAnchor="middle" fontSize="13" fill="#495057" aria-hidden="true">
        {t('settings.creditScore.dialScale', { max, band: bandLabel })}
      </text>
    </svg>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** `olderPage`: the history shown is a later page (a link back to the newest is shown). */
export function CreditScoreCard({ credit, olderPage = false }: { credit: CreditScoreView; olderPage?: boolean }) {
  const lang = useLanguage();
  const t = useT();
  const band = (value: CreditScoreView['band']) => valueLabel(lang, 'creditBand', value);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="credit-score-heading" data-testid="credit-score">
      <Title order={2} size="h4" id="credit-score-heading">
        {t('settings.creditScore.title')}
      </Title>
      <Group align="center" gap="lg" mt="sm" wrap="wrap">
        <ScoreDial score={credit.score} max={credit.max} band={credit.band} />
        <Stack gap={4} style={{ flex: '1 1 240px' }}>
          <Text fw={700} size="lg" data-testid="credit-score-text">
            {t('settings.creditScore.score', { score: credit.score, max: credit.max, band: band(credit.band) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('settings.creditScore.about')}
          </Text>
        </Stack>
      </Group>
      <Table mt="md" verticalSpacing="xs" aria-label={t('settings.creditScore.factors')} data-testid="credit-score-factors">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('settings.creditScore.factor')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('settings.creditScore.points')}
            </Table.Th>
            <Table.Th scope="col">{t('settings.creditScore.why')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {credit.factors.map((f) => (
            <Table.Tr key={f.key} data-testid={`factor-${f.key}`}>
              <Table.Th scope="row" fw={600}>
                {f.label}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                {signed(f.points)}
              </Table.Td>
              <Table.Td>{f.explanation}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3} size="h5" mt="md">
        {t('settings.creditScore.history')}
      </Title>
      {credit.history.length === 0 ? (
        <Text size="sm">{t('settings.creditScore.noHistory')}</Text>
      ) : (
        <List size="sm" spacing={2} data-testid="credit-score-history">
          {credit.history.map((p) => (
            <List.Item key={p.at}>
              {formatDateTime(p.at, lang)}: {p.score} ({band(p.band)})
            </List.Item>
          ))}
        </List>
      )}
      {/* The history a page at a time (GET /creditscore pages it): plain links, so they work without JavaScript. */}
      {credit.nextCursor || olderPage ? (
        <Group gap="md" mt="xs">
          {olderPage ? (
            <Anchor component={Link} to="/settings" size="sm">
              {t('settings.creditScore.newest')}
            </Anchor>
          ) : null}
          {credit.nextCursor ? (
            <Anchor component={Link} to={`/settings?history=${encodeURIComponent(credit.nextCursor)}`} size="sm" data-testid="credit-score-older">
              {t('settings.creditScore.older')}
            </Anchor>
          ) : null}
        </Group>
      ) : null}
    </Card>
  );
}
