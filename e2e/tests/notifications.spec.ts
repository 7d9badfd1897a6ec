// The member's notifications, in English and Filipino: the shell counts
// what is new, /notifications lists every SMS the product sent (the registration code masked), and
// once read the count is gone. Members are made through the API and signed in by the fixtures.
import { expectFilipino } from './filipino';
import { expect, test } from './fixtures';
import { api } from './support';

async function sentCodes(e164: string): Promise<string[]> {
  const sent = await api.call<Array<{ body: string }>>('GET', `/dev/outbox?to=${encodeURIComponent(e164)}`);
  return sent.flatMap((m) => /\b([0-9]{6})\b/.exec(m.body)?.[1] ?? []);
}

test('the shell counts new messages; /notifications lists them with codes masked and marks them read', async ({ page, registered: m }) => {
  const codes = await sentCodes(m.e164);
  expect(codes.length).toBeGreaterThan(0);
  await page.goto('/support');
  const link = page.getByTestId('unread-notifications');
  await expect(link).toHaveText(/^Notifications: [0-9]+ new$/);
  await link.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByTestId('notifications');
  await expect(list).toContainText('••••••');
  for (const code of codes) await expect(list).not.toContainText(code);
  await page.goto('/support');
  await expect(page.getByTestId('unread-notifications')).toHaveText('Notifications');
});

test.describe('in Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('the count and the list read in Filipino', async ({ page, registered: _m }) => {
    await page.goto('/support');
    await expect(page.getByTestId('unread-notifications')).toHaveText(/^Mga abiso: [0-9]+ bago$/);
    await page.getByTestId('unread-notifications').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mga abiso' })).toBeVisible();
    await expect(page.getByTestId('notifications')).toContainText('••••••');
    await expectFilipino(page, '/notifications');
  });
});
