/**
 * Serialises turns per session. In-process, a promise chain per session orders
 * turns; with Postgres, an advisory lock held on a dedicated connection extends
 * this across server processes.
 */
import type pg from 'pg';
import { SessionBusyError } from './errors.js';

export interface SessionLock {
  /** Runs `work` while holding the session's lock; waits at most `waitMs`. */
  withLock<T>(sessionId: string, waitMs: number, work: () => Promise<T>): Promise<T>;
}

export class InProcessSessionLock implements SessionLock {
  private readonly tails = new Map<string, Promise<void>>();

  async withLock<T>(sessionId: string, waitMs: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(sessionId) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(sessionId, tail);
    try {
      await waitFor(previous, waitMs, sessionId);
      return await work();
    } finally {
      release();
      if (this.tails.get(sessionId) === tail) this.tails.delete(sessionId);
    }
  }
}

async function waitFor(previous: Promise<void>, waitMs: number, sessionId: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SessionBusyError(sessionId)), waitMs);
  });
  try {
    await Promise.race([previous, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class PostgresSessionLock implements SessionLock {
  private readonly local = new InProcessSessionLock();

  constructor(private readonly pool: pg.Pool) {}

  withLock<T>(sessionId: string, waitMs: number, work: () => Promise<T>): Promise<T> {
    // The local queue first, so one process never holds several pool clients for one session.
    return this.local.withLock(sessionId, waitMs, async () => {
      const client = await this.pool.connect();
      let locked = false;
      let broken = false;
      try {
        // Not waiting is a single try: two round trips fewer on every intake turn.
        locked = waitMs <= 0 ? await tryLock(client, sessionId) : await lockWithin(client, sessionId, waitMs);
        if (!locked) throw new SessionBusyError(sessionId);
        return await work();
      } finally {
        // A client whose unlock failed may still hold the lock: destroy it rather than pool it.
        if (locked) {
          await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [sessionId]).catch(() => (broken = true));
        }
        if (waitMs > 0) await client.query(`select set_config('lock_timeout', '0', false)`).catch(() => (broken = true));
        client.release(broken);
      }
    });
  }
}

async function tryLock(client: pg.PoolClient, sessionId: string): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [sessionId]);
  return rows[0]?.locked === true;
}

/** Waits at most `waitMs` (lock_timeout, reset by the caller); false when the wait ran out. */
async function lockWithin(client: pg.PoolClient, sessionId: string, waitMs: number): Promise<boolean> {
  await client.query(`select set_config('lock_timeout', $1, false)`, [`${Math.max(1, waitMs)}ms`]);
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [sessionId]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return false;
    throw error;
  }
}
