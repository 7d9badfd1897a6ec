import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { jobItems } from '../metrics/metrics';
import { runClaimLoop } from './claim-loop';

/** A data source whose transactions run the callback at once, with a marker manager. */
const fakeDataSource = { transaction: <T>(work: (m: EntityManager) => Promise<T>) => work({} as EntityManager) } as unknown as DataSource;
const quiet = new Logger('test');
quiet.error = jest.fn();

describe('runClaimLoop', () => {
  it('claims until nothing is left, never claiming in one run an item it processed or that failed', async () => {
    const queue = ['a', 'b', 'c', 'd'];
    const seenSkips: string[][] = [];
    const results = await runClaimLoop(fakeDataSource, quiet, {
      what: 'Test of item',
      claim: async (_m, skip) => {
        seenSkips.push([...skip]);
        return queue.find((id) => !skip.includes(id)) ?? null;
      },
      idOf: (id) => id,
      process: async (_m, id) => {
        if (id === 'b') throw new Error('boom');
        return id.toUpperCase();
      },
    });
    expect(results).toEqual(['A', 'C', 'D']);
    expect(seenSkips).toEqual([[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']]);
    expect(quiet.error).toHaveBeenCalledWith('Test of item b failed: boom');
  });

  it('throws a failure that happened before anything was claimed', async () => {
    await expect(
      runClaimLoop(fakeDataSource, quiet, { what: 'x', claim: () => Promise.reject(new Error('database down')), idOf: String, process: async () => 1 }),
    ).rejects.toThrow('database down');
  });

  it('stops at the batch size', async () => {
    const results = await runClaimLoop(fakeDataSource, quiet, { what: 'x', claim: async (_m, skip) => `i${skip.length}`, idOf: String, process: async (_m, id) => id }, { batch: 3 });
    expect(results).toEqual(['i0', 'i1', 'i2']);
  });

  it('finishes the item in hand and claims no other once stopped (shutting down)', async () => {
    const stop = new AbortController();
    const results = await runClaimLoop(
      fakeDataSource,
      quiet,
      {
        what: 'x',
        claim: async (_m, skip) => `i${skip.length}`,
        idOf: String,
        process: async (_m, id) => {
          if (id === 'i1') stop.abort();
          return id;
        },
      },
      { stop: stop.signal },
    );
    expect(results).toEqual(['i0', 'i1']);
  });

  it('counts the items claimed, done and failed per job', async () => {
    const read = async (outcome: string) => (await jobItems.get()).values.find((v) => v.labels.job === 'Counted item' && v.labels.outcome === outcome)?.value ?? 0;
    const queue = ['a', 'b'];
    await runClaimLoop(fakeDataSource, quiet, {
      what: 'Counted item',
      claim: async (_m, skip) => queue.find((id) => !skip.includes(id)) ?? null,
      idOf: (id) => id,
      process: async (_m, id) => {
        if (id === 'b') throw new Error('boom');
        return id;
      },
    });
    expect({ claimed: await read('claimed'), done: await read('done'), failed: await read('failed') }).toEqual({ claimed: 2, done: 1, failed: 1 });
  });
});
