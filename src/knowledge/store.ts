/**
 * Hot reload: holds the live KnowledgeBase, watches the knowledge folder, and
 * swaps in a new version only when it passes every check. A broken change
 * leaves the previous version live and its errors visible in `status()`.
 * Sessions read `current()` per turn, so a swap never disturbs one mid-turn.
 */
import { createHash } from 'node:crypto';
import { watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compileSource, type CompileOptions, type CompileResult } from './compile.js';
import type { KnowledgeIssue } from './issues.js';
import type { KnowledgeBase } from './knowledge-base.js';
import { knowledgePaths, perLevel2Folders, WORKBOOK_FILE, type KnowledgePaths } from './layout.js';
import { readWorkbookSource } from './workbook/read.js';
import { readYamlSource } from './yaml-source.js';
import { writeFileAtomically, writeYamlFiles } from './yaml-write.js';

export type KnowledgeOrigin = 'yaml' | 'workbook' | 'upload';

export interface KnowledgeStatus {
  /** The live version, or null when nothing valid has loaded yet. */
  version: string | null;
  loaded_at: string | null;
  source: KnowledgeOrigin | null;
  /** Errors of the last attempt; the live version is unchanged while there are any. */
  errors: KnowledgeIssue[];
  warnings: KnowledgeIssue[];
  last_attempt_at: string | null;
}

export interface KnowledgeChange {
  knowledge: KnowledgeBase;
  previous_version: string | null;
  source: KnowledgeOrigin;
}

export interface ApplyOutcome {
  ok: boolean;
  /** The live version after the attempt. */
  version: string | null;
  errors: KnowledgeIssue[];
  warnings: KnowledgeIssue[];
}

/** Compatible with Fastify's (pino) logger: `store = await KnowledgeStore.open({ dir, logger: app.log })`. */
export interface KnowledgeLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface KnowledgeStoreOptions extends Pick<CompileOptions, 'taxonomy'> {
  /** The knowledge folder (holds knowledge_base.xlsx and yaml/). */
  dir: string;
  /** Watch the folder for changes (default true). */
  watch?: boolean;
  /** Quiet time after the last file event before reloading (default 200 ms). */
  debounceMs?: number;
  logger?: KnowledgeLogger;
}

type ChangeListener = (change: KnowledgeChange) => void;

export class KnowledgeStore {
  private live: { knowledge: KnowledgeBase; source: KnowledgeOrigin } | undefined;
  private lastAttempt: { at: string; errors: KnowledgeIssue[]; warnings: KnowledgeIssue[] } | undefined;
  private readonly listeners = new Set<ChangeListener>();
  private readonly watchers = new Map<string, FSWatcher>();
  private readonly paths: KnowledgePaths;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** Hash of the workbook as last compiled (or found at start), to tell its edits from YAML edits. */
  private workbookHash: string | undefined;
  private closed = false;

  private constructor(private readonly options: KnowledgeStoreOptions) {
    this.paths = knowledgePaths(options.dir);
  }

  /**
   * Loads the compiled YAML (the committed form) and starts watching. Never
   * throws for bad content: check `current()` and `status()`. A workbook edited
   * while the server was down is compiled by `sangdam kb build`, not at start,
   * so YAML edits are never overwritten by a stale workbook.
   */
  static async open(options: KnowledgeStoreOptions): Promise<KnowledgeStore> {
    const store = new KnowledgeStore(options);
    store.workbookHash = await hashFile(store.paths.workbook);
    await store.reload();
    if (options.watch ?? true) store.watchFolders();
    return store;
  }

  current(): KnowledgeBase | undefined {
    return this.live?.knowledge;
  }

  /** The live version, or 'none' (for /health). */
  version(): string {
    return this.live?.knowledge.version ?? 'none';
  }

  status(): KnowledgeStatus {
    return {
      version: this.live?.knowledge.version ?? null,
      loaded_at: this.live?.knowledge.loaded_at ?? null,
      source: this.live?.source ?? null,
      errors: [...(this.lastAttempt?.errors ?? [])],
      warnings: [...(this.lastAttempt?.warnings ?? [])],
      last_attempt_at: this.lastAttempt?.at ?? null,
    };
  }

  /** Called after every swap; returns an unsubscribe function. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Re-reads the YAML folder now. */
  reload(): Promise<ApplyOutcome> {
    return this.serially(async () => this.adopt(compileSource(await readYamlSource(this.paths.yamlDir), this.options), 'yaml'));
  }

  /**
   * An uploaded workbook: checked first; with errors nothing changes on disk or
   * in memory. Otherwise the workbook and its YAML are written and swapped in.
   */
  applyWorkbook(bytes: Uint8Array): Promise<ApplyOutcome> {
    return this.serially(() => this.compileWorkbook(bytes, 'upload'));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    for (const watcher of this.watchers.values()) watcher.close();
    this.watchers.clear();
    await this.queue;
  }

  private async compileWorkbook(bytes: Uint8Array, origin: 'workbook' | 'upload'): Promise<ApplyOutcome> {
    const hash = hashBytes(bytes);
    const result = compileSource(await readWorkbookSource(bytes), this.options);
    if (origin === 'workbook') this.workbookHash = hash;
    if (result.knowledge) {
      if (origin === 'upload') {
        await writeFileAtomically(this.paths.workbook, bytes);
        this.workbookHash = hash;
      }
      await writeYamlFiles(this.paths.yamlDir, result.files);
    }
    return this.adopt(result, origin);
  }

  /** Swaps in a valid result (if its version differs) and records the attempt either way. */
  private adopt(result: CompileResult, origin: KnowledgeOrigin): ApplyOutcome {
    this.lastAttempt = { at: new Date().toISOString(), errors: result.errors, warnings: result.warnings };
    const previous = this.live?.knowledge.version ?? null;
    if (!result.knowledge) {
      this.options.logger?.warn(
        { knowledge_version: previous, errors: result.errors.length, first_error: result.errors[0] },
        `knowledge change rejected (${origin}); version ${previous ?? 'none'} stays live`,
      );
    } else if (result.knowledge.version !== previous) {
      this.live = { knowledge: result.knowledge, source: origin };
      this.options.logger?.info(
        { knowledge_version: result.knowledge.version, previous_version: previous, source: origin, warnings: result.warnings.length },
        `knowledge version changed to ${result.knowledge.version}`,
      );
      this.notify({ knowledge: result.knowledge, previous_version: previous, source: origin });
    }
    return { ok: !!result.knowledge, version: this.live?.knowledge.version ?? null, errors: result.errors, warnings: result.warnings };
  }

  private notify(change: KnowledgeChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        // A listener's failure must not undo or block the swap.
        this.options.logger?.warn({ error: (error as Error).message }, 'knowledge change listener failed');
      }
    }
  }

  /** One load at a time; a failure (say, a disk error) is recorded, never thrown into the watcher. */
  private serially(task: () => Promise<ApplyOutcome>): Promise<ApplyOutcome> {
    const run = this.queue.then(task).catch((error: Error) => {
      const errors: KnowledgeIssue[] = [{ severity: 'error', location: this.paths.dir, message: `could not load knowledge: ${error.message}` }];
      this.lastAttempt = { at: new Date().toISOString(), errors, warnings: [] };
      this.options.logger?.warn({ error: error.message }, 'knowledge reload failed');
      return { ok: false, version: this.live?.knowledge.version ?? null, errors, warnings: [] };
    });
    this.queue = run;
    return run;
  }

  private watchFolders(): void {
    const folders = [this.paths.dir, this.paths.yamlDir, ...Object.values(perLevel2Folders).map((folder) => path.join(this.paths.yamlDir, folder))];
    for (const folder of folders) {
      if (this.watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, (_event, name) => this.onFileEvent(folder, name?.toString() ?? null));
        watcher.on('error', () => this.unwatch(folder));
        this.watchers.set(folder, watcher);
      } catch {
        // Not there (yet): folders are looked for again after every change.
      }
    }
  }

  private unwatch(folder: string): void {
    this.watchers.get(folder)?.close();
    this.watchers.delete(folder);
  }

  private onFileEvent(folder: string, name: string | null): void {
    if (name && !isKnowledgeFile(folder === this.paths.dir, name)) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), this.options.debounceMs ?? 200);
  }

  /** After file events: a changed workbook is compiled to YAML; otherwise the YAML is re-read. */
  private async refresh(): Promise<void> {
    if (this.closed) return;
    const hash = await hashFile(this.paths.workbook);
    if (hash && hash !== this.workbookHash) {
      const bytes = await readFile(this.paths.workbook).catch(() => undefined);
      if (bytes) await this.serially(() => this.compileWorkbook(bytes, 'workbook'));
    } else {
      await this.reload();
    }
    if (!this.closed) this.watchFolders();
  }
}

/** The workbook at the top of the folder, or YAML below it; never temporary or lock files. */
function isKnowledgeFile(atTop: boolean, name: string): boolean {
  if (atTop) return name === WORKBOOK_FILE || name === 'yaml';
  return name.endsWith('.yaml') || Object.values(perLevel2Folders).includes(name);
}

async function hashFile(file: string): Promise<string | undefined> {
  try {
    return hashBytes(await readFile(file));
  } catch {
    return undefined;
  }
}

function hashBytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
