// The withdrawal's status page, on a page sent without React: while the status is not
// final, the element marked data-poll-ms asks the server for the page again every so many
// milliseconds and takes the new rendering of itself (and the page's title) from it, until the
// server renders it without data-poll-ms. Nothing is computed here: the server says the state, in
// the page's language. Without JavaScript the page's Refresh link does the same. Once the status is
// final the notices at the top are the new page's too: 'confirmed and queued' must not stay above
// 'Success'.

/** The page's notices as `doc` has them (none: removed). */
function takeNotices(doc: Document): void {
  const shown = document.getElementById('notices');
  const fresh = doc.getElementById('notices');
  if (shown && fresh) shown.replaceWith(fresh);
  else shown?.remove();
}

async function poll(region: HTMLElement, ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  let next: HTMLElement | null = null;
  try {
    const res = await fetch(window.location.href, { headers: { Accept: 'text/html' } });
    if (res.redirected) {
      window.location.assign(res.url); // e.g. back to the code form
      return;
    }
    if (res.ok) {
      const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
      next = doc.getElementById(region.id);
      if (next) document.title = doc.title;
      if (next && !next.dataset.pollMs) takeNotices(doc);
    }
  } catch {
    // Offline for a moment: ask again at the next turn.
  }
  if (next) region.replaceWith(next);
  const current = next ?? region;
  const again = Number(current.dataset.pollMs);
  if (again > 0) void poll(current, again);
}

for (const region of document.querySelectorAll<HTMLElement>('[data-poll-ms][id]')) void poll(region, Number(region.dataset.pollMs));
