import { createHash } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { SanctionsEntryEntity, SanctionsListVersionEntity, SanctionsNameEntity, type ListOrigin, type SanctionsSource } from './sanctions.entities';
import { normaliseName } from './sanctions.rules';
import { entryContentSha256, type ParsedEntry, type ParsedList } from './un-list';

/** One import at a time, whoever starts it (an upload, the scheduled fetch, a designation). */
const IMPORT_LOCK = 'sanctions-list-import';

/** Adds an entry and its names (the listed name first, then each alias) to version `versionId`. */
export async function insertEntry(m: EntityManager, source: SanctionsSource, versionId: string, e: ParsedEntry): Promise<SanctionsEntryEntity> {
  const entry = await m.save(m.create(SanctionsEntryEntity, { ...e, source, contentSha256: entryContentSha256(e), addedIn: versionId, removedIn: null }));
  const names = new Map<string, SanctionsNameEntity>();
  for (const [name, quality] of [[e.name, 'NAME'] as const, ...e.aliases.map((a) => [a.name, a.quality] as const)]) {
    const normalised = normaliseName(name);
    if (normalised && !names.has(normalised)) names.set(normalised, m.create(SanctionsNameEntity, { entryId: entry.id, normalised, name, quality }));
  }
  await m.insert(SanctionsNameEntity, [...names.values()]);
  return entry;
}

/**
 * Makes `list` the current version of `source` in the caller's transaction: entries new by their
 * reference are added, those gone are marked removed, and those whose content changed are replaced
 * by a new row (so a case decided about the old one does not cover the new). The version keeps its
 * date and counts; one is written even when nothing changed, as the record of the fetch.
 */
export async function importList(
  m: EntityManager,
  input: { source: SanctionsSource; origin: ListOrigin; list: ParsedList; text: string | null; importedBy: string | null; now: Date },
): Promise<SanctionsListVersionEntity> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [IMPORT_LOCK]);
  const current = await m.find(SanctionsEntryEntity, { where: { source: input.source, removedIn: IsNull() }, select: { id: true, ref: true, contentSha256: true } });
  const live = new Map(current.map((e) => [e.ref, e]));
  const version = await m.save(
    m.create(SanctionsListVersionEntity, {
      source: input.source,
      origin: input.origin,
      generatedAt: input.list.generatedAt,
      sha256: input.text === null ? null : createHash('sha256').update(input.text).digest('hex'),
      entries: input.list.entries.length,
      added: 0,
      removed: 0,
      changed: 0,
      importedBy: input.importedBy,
      importedAt: input.now,
      screenedAt: null,
    }),
  );
  const seen = new Set<string>();
  for (const e of input.list.entries) {
    seen.add(e.ref);
    const before = live.get(e.ref);
    if (before && before.contentSha256 === entryContentSha256(e)) continue;
    if (before) {
      await m.update(SanctionsEntryEntity, { id: before.id }, { removedIn: version.id });
      version.changed += 1;
    } else version.added += 1;
    await insertEntry(m, input.source, version.id, e);
  }
  for (const [ref, e] of live) {
    if (seen.has(ref)) continue;
    await m.update(SanctionsEntryEntity, { id: e.id }, { removedIn: version.id });
    version.removed += 1;
  }
  // Nothing new to screen against: the members were screened against every entry already.
  if (version.added + version.changed === 0) version.screenedAt = input.now;
  return m.save(version);
}

/** Adds one designation entered by hand (an Anti-Terrorism Council resolution) as a version of its own. */
export async function addDesignation(m: EntityManager, entry: ParsedEntry, importedBy: string, now: Date): Promise<SanctionsListVersionEntity> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [IMPORT_LOCK]);
  const [{ n }]: { n: number }[] = await m.query(`SELECT count(*)::int AS n FROM sanctions_entries WHERE source = 'ATC' AND removed_in IS NULL`);
  const version = await m.save(
    m.create(SanctionsListVersionEntity, { source: 'ATC', origin: 'MANUAL', generatedAt: null, sha256: null, entries: n + 1, added: 1, removed: 0, changed: 0, importedBy, importedAt: now, screenedAt: null }),
  );
  await insertEntry(m, 'ATC', version.id, entry);
  return version;
}
