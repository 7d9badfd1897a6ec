/** Waits up to 5 s for `condition` (a notification's delivery, a listener's reconnection), then asserts it. */
export async function eventually(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await condition()); i++) await new Promise((r) => setTimeout(r, 50));
  expect(await condition()).toBe(true);
}
