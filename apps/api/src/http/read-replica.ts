import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.js";

/** Where a replica stands in the primary's write-ahead log: `pg_last_wal_replay_lsn()`, null on a server that is no standby. */
export type ReplayedPosition = (replica: Db) => Promise<string | null>;

const replayedByStandby: ReplayedPosition = async (replica) => {
  // A connection of the pool for one statement (a probe of the standby, not a read of data).
  const client = await replica.$client.connect();
  try {
    const { rows } = await client.query<{ lsn: string | null }>("select pg_last_wal_replay_lsn()::text as lsn");
    return rows[0]?.lsn ?? null;
  } finally {
    client.release();
  }
};

/** An LSN ("16/B374D848") as a number that orders like the log. */
function lsnValue(lsn: string): bigint {
  const [high, low] = lsn.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Read-your-writes with a replica that lags. The catalogue, merchandising, store and theme tables
 * announce every committed write (`cache.invalidate`, heard by every process); from that moment this
 * process sends the reads meant for the replica to the primary, until the replica has replayed the
 * primary's log up to where it stood when the notice came. Without it, a page dropped from the caches
 * by the notice would be rendered again from the replica before it has the write, and kept for the
 * caches' lifetime: a product just approved or edited would look lost.
 */
export class ReadReplicaRouter {
  /** From a write's notice until the replica has replayed it: reads go to the primary. */
  private fenced = false;
  /** Moves on at every notice: a catch-up that began before the newest notice does not lift the fence. */
  private notices = 0;
  private catchingUp: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly primary: Db,
    private readonly replica: Db,
    private readonly options: { replayed?: ReplayedPosition; pollMs?: number; log?: FastifyBaseLogger } = {},
  ) {}

  /** The pool for a read that may lag: the replica, unless it has not replayed a write noticed since. */
  pool(): Db {
    return this.fenced ? this.primary : this.replica;
  }

  /** A write was committed (any process, any table the caches follow). */
  noteWrite(): void {
    if (this.stopped) return;
    this.fenced = true;
    this.notices++;
    this.catchingUp ??= this.catchUp().finally(() => {
      this.catchingUp = null;
    });
  }

  /** Resolves once the replica has replayed every write noticed so far (the fence is lifted). */
  async settled(): Promise<void> {
    while (this.catchingUp) await this.catchingUp;
  }

  stop(): void {
    this.stopped = true;
  }

  private async catchUp(): Promise<void> {
    const replayed = this.options.replayed ?? replayedByStandby;
    const pollMs = this.options.pollMs ?? 100;
    while (!this.stopped) {
      const notices = this.notices;
      try {
        const { rows } = await this.primary.$client.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
        const target = lsnValue(rows[0].lsn);
        for (;;) {
          if (this.stopped) return;
          const at = await replayed(this.replica);
          // A read pool that is no standby (the same database, a second pool) is never behind.
          if (at === null || lsnValue(at) >= target) break;
          await new Promise((resolve) => setTimeout(resolve, pollMs));
        }
        if (notices === this.notices) {
          this.fenced = false;
          return;
        }
      } catch (err) {
        // The replica (or the primary) does not answer: reads stay on the primary, asked again shortly.
        this.options.log?.warn({ err }, "read replica: could not tell how far it has replayed; reading from the primary");
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}
