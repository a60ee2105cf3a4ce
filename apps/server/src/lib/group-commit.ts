import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/database";

type Job<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * Group commit: writes that arrive together share one transaction, hence one fsync, and each
 * caller is answered only after that transaction has committed (durability is unchanged). If the
 * batch fails, every write is retried alone, so one bad write never fails its neighbours.
 */
export class GroupCommitter<T, R> {
  private pending: Job<T, R>[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly write: (trx: Transaction<Database>, item: T) => Promise<R>,
    private readonly maxBatch = 64,
  ) {}

  /** Queues one write; resolves with its result once its transaction has committed. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    // Let the writes that arrive in this turn of the event loop join the batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        const results = await this.db.transaction().execute(async (trx) => {
          const out: R[] = [];
          for (const job of batch) out.push(await this.write(trx, job.item));
          return out;
        });
        for (const [i, job] of batch.entries()) job.resolve(results[i] as R);
      } catch {
        for (const job of batch) {
          await this.db
            .transaction()
            .execute((trx) => this.write(trx, job.item))
            .then(job.resolve, job.reject);
        }
      }
    }
    this.flushing = false;
  }
}
