import type { Kysely, Transaction } from "kysely";
import type { TDatabase } from "../db/database";

type TJob<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

/**
 * Group commit: writes that arrive together share one transaction, hence one fsync, and each
 * caller is answered only after that transaction has committed (durability is unchanged). The writer
 * gets the whole batch, so it can store it in a few multi-row statements (a few round trips on
 * PostgreSQL, whatever the batch size), and answers each item in order. If the batch fails, every
 * write is retried alone, so one bad write never fails its neighbours.
 */
export class GroupCommitter<T, R> {
  private pending: TJob<T, R>[] = [];
  private flushing = false;

  constructor(
    private readonly db: Kysely<TDatabase>,
    private readonly writeBatch: (trx: Transaction<TDatabase>, items: T[]) => Promise<R[]>,
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
        const results = await this.db.transaction().execute((trx) =>
          this.writeBatch(
            trx,
            batch.map((job) => job.item),
          ),
        );
        for (const [i, job] of batch.entries()) job.resolve(results[i] as R);
      } catch {
        for (const job of batch) {
          await this.db
            .transaction()
            .execute(async (trx) => (await this.writeBatch(trx, [job.item]))[0] as R)
            .then(job.resolve, job.reject);
        }
      }
    }
    this.flushing = false;
  }
}
