import type { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { jobItems } from '../metrics/metrics';

/** At most this many items per loop per run, so that one run stays short. */
export const CLAIM_BATCH = 100;

export interface ClaimLoop<T, R> {
  /** Named in the log line of an item that failed, e.g. 'Disbursement of loan'. */
  what: string;
  /**
   * Claims the next item inside `m`'s transaction (a `... FOR UPDATE SKIP LOCKED` query, so that
   * another instance skips it), leaving out the ids in `skip` (claimed earlier in this run), or null.
   */
  claim: (m: EntityManager, skip: string[]) => Promise<T | null>;
  idOf: (item: T) => string;
  /** Processes the claimed item in the same transaction: its lock is held until the commit. */
  process: (m: EntityManager, item: T) => Promise<R>;
}

export interface ClaimLoopOptions {
  /** At most this many items (CLAIM_BATCH). */
  batch?: number;
  /** Once aborted (the process is shutting down), the item in hand is finished and no other claimed. */
  stop?: AbortSignal;
}

/**
 * The jobs' claim loop (docs/product.md §4), safe with several API instances: one transaction per
 * item, claimed with a row lock and processed before the commit, so a crash rolls the item back
 * and a later run claims it again. An item that fails is logged and not claimed again in this run;
 * a failure before anything was claimed (the database is down) is thrown. Answers what each
 * committed item gave, in order.
 */
export async function runClaimLoop<T, R>(dataSource: DataSource, logger: Logger, loop: ClaimLoop<T, R>, options: ClaimLoopOptions = {}): Promise<R[]> {
  const skip: string[] = [];
  const results: R[] = [];
  for (let i = 0; i < (options.batch ?? CLAIM_BATCH) && !options.stop?.aborted; i++) {
    let claimed: string | null = null;
    try {
      const outcome = await dataSource.transaction(async (m) => {
        const item = await loop.claim(m, skip);
        if (item === null) return null;
        claimed = loop.idOf(item);
        jobItems.inc({ job: loop.what, outcome: 'claimed' });
        return { result: await loop.process(m, item) };
      });
      if (outcome === null) break;
      skip.push(claimed!);
      results.push(outcome.result);
      jobItems.inc({ job: loop.what, outcome: 'done' });
    } catch (error) {
      logger.error(`${loop.what} ${claimed ?? '?'} failed: ${(error as Error).message}`);
      if (claimed) jobItems.inc({ job: loop.what, outcome: 'failed' });
      if (!claimed) throw error;
      skip.push(claimed);
    }
  }
  return results;
}
