// Output sinks: where rendered files go. The disk sink writes into a temporary folder (see write-output.ts);
// the memory sink keeps files for tests and the dev server.
import { mkdirSync, readFileSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { copyFile, link, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { hashOf } from '../util/hash';
import { dirname, join, sep } from 'node:path';
import { outputFilePath } from './safe-path';

export interface OutputSink {
  /** Writes a file at a posix path relative to the output root. */
  write(path: string, data: string | Uint8Array): void;
  /** Copies an existing file. */
  copy(from: string, path: string): void;
  /** Reuses an unchanged file of the previous output (hard link when possible). */
  link(from: string, path: string): void;
  /** Records a file another thread wrote into the folder (render workers). */
  wrote?(path: string): void;
  /** Resolves when buffered writes are below the high-water mark (call between routes). */
  drain(): Promise<void>;
  /** Resolves when every write has reached the disk; rejects with the first write error. */
  flush(): Promise<void>;
}

export interface OutputFile {
  path: string;
  contents: Uint8Array;
  text(): string;
}

/** Files read by MemorySink.copy, kept while their size and times are unchanged (the dev server's rebuilds). */
export type CopyCache = Map<string, { stamp: string; data: Uint8Array }>;

/** The root the memory sink checks its paths against (nothing is written there). */
const MEMORY_ROOT = '/memory-output';

export class MemorySink implements OutputSink {
  readonly files = new Map<string, Uint8Array>();

  /**
   * @param options.previous the previous in-memory output: link(from) takes `from` from it.
   * @param options.copies copies keep the bytes read before while the source file is unchanged.
   */
  constructor(
    private readonly options: { previous?: (path: string) => Uint8Array | undefined; copies?: CopyCache } = {},
  ) {}

  write(path: string, data: string | Uint8Array): void {
    outputFilePath(MEMORY_ROOT, path);
    this.files.set(path, typeof data === 'string' ? Buffer.from(data) : data);
  }

  copy(from: string, path: string): void {
    outputFilePath(MEMORY_ROOT, path);
    const { copies } = this.options;
    if (!copies) return void this.files.set(path, readFileSync(from));
    const st = statSync(from);
    const stamp = `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
    let hit = copies.get(from);
    if (!hit || hit.stamp !== stamp) copies.set(from, (hit = { stamp, data: readFileSync(from) }));
    this.files.set(path, hit.data);
  }

  link(from: string, path: string): void {
    const previous = this.options.previous?.(from);
    if (previous) {
      outputFilePath(MEMORY_ROOT, path);
      this.files.set(path, previous);
    } else this.copy(from, path);
  }

  async drain(): Promise<void> {}

  async flush(): Promise<void> {}

  toOutputFiles(): OutputFile[] {
    return [...this.files]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([path, contents]) => ({ path, contents, text: () => Buffer.from(contents).toString('utf8') }));
  }
}

/** An output file's stat as a patch stamp: size, mtime and inode (all kept by the rename that moves it in). */
const outputStamp = (st: Stats) => `${st.size}:${st.mtimeMs}:${st.ino}`;

/** A copy's source as a patch stamp: 's' + size, mtime, ctime and inode; '' when a later write could hide behind
 *  its times (modified within the last clock tick; whole-second times: 2 s), or when it cannot be read. */
function sourceStamp(from: string): string {
  try {
    const st = statSync(from);
    const slack = st.mtimeMs % 1000 === 0 ? 2000 : 50;
    const now = Date.now();
    if (st.mtimeMs >= now - slack || st.ctimeMs >= now - slack) return '';
    return `s${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
  } catch {
    return '';
  }
}

/** One file of a patch build (DiskSink.patch). */
interface PatchWrite {
  /** Its output path, and the file it goes to in the temporary folder. */
  path: string;
  file: string;
  /** What identifies the content: a hash of the bytes ('w…'), or the source file's stat. */
  what: string;
  /** Whether the content differs from the baseline's file (read only when the stamps do not tell). */
  differs: () => Promise<boolean>;
  put: () => Promise<void>;
}

/**
 * Writes files asynchronously so disk I/O (libuv's thread pool) overlaps rendering on the main thread.
 * At most HIGH_WATER writes are in flight; the render loop awaits drain() to keep memory flat.
 */
export class DiskSink implements OutputSink {
  private static readonly HIGH_WATER = 64;
  /** mkdir once per folder; writes into a folder wait for its promise. */
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown;
  bytes = 0;
  count = 0;
  /** Files actually put into the folder (patch mode skips unchanged ones and links to kept ones). */
  written = 0;
  /** Every output path written, copied or linked (the complete file list of the build). */
  readonly paths = new Set<string>();

  /** Patch mode: the stamps of the files written and copied into the output (see PatchStamps), next build's. */
  readonly stamps = new Map<string, string>();

  /**
   * @param root folder to write into.
   * @param baseline patch mode (write-output.ts): the current output folder. Files equal to the one there are
   *   not written, and links to it only record the path: root ends up holding just the changed files.
   * @param previousStamps patch mode: the stamps the previous build recorded. A file whose stamp is unchanged
   *   (the same bytes to write, or the same source file to copy, and the output file as that build left it) is
   *   neither read nor compared.
   */
  constructor(
    readonly root: string,
    readonly baseline?: string,
    private readonly previousStamps?: ReadonlyMap<string, string>,
  ) {
    // `join(baseline, path)` of a posix path in normal form, as text (separator '/' only).
    this.baselinePrefix = baseline !== undefined && sep === '/' ? join(baseline, '.') + '/' : undefined;
  }

  private readonly baselinePrefix: string | undefined;

  /** The stamp of an output file in the baseline (size, mtime, inode; a rename keeps them), '' if not there. */
  private baselineStamp(path: string): Promise<string> {
    return stat(join(this.baseline!, path)).then(outputStamp, () => '');
  }

  /**
   * Patch mode: `put` when the file differs from the baseline's. `what` identifies the content (a hash of the
   * bytes, or the source file's stat): when it and the baseline file are as recorded, nothing is read.
   */
  private patch({ path, file, what, differs, put }: PatchWrite): void {
    const previous = this.previousStamps?.get(path);
    const write = async () => {
      await put();
      const written = await stat(file).then(outputStamp, () => '');
      if (what && written) this.stamps.set(path, `${what}|${written}`);
    };
    // Bytes (by hash) other than those the previous build wrote here: written without looking at the output file
    // (a stat and a read fewer per changed page; should the file hold these bytes anyway, they are written again).
    if (what[0] === 'w' && previous?.[0] === 'w' && !previous.startsWith(`${what}|`)) return this.track(write());
    this.track(
      this.baselineStamp(path).then(async (out) => {
        if (what && out && previous === `${what}|${out}`) return void this.stamps.set(path, previous);
        if (!(await differs())) {
          if (what && out) this.stamps.set(path, `${what}|${out}`);
          return;
        }
        await write();
      }),
    );
  }

  private dirReady(dir: string): Promise<unknown> {
    let ready = this.dirs.get(dir);
    if (!ready) {
      ready = mkdir(dir, { recursive: true });
      this.dirs.set(dir, ready);
    }
    return ready;
  }

  write(path: string, data: string | Uint8Array): void {
    const file = outputFilePath(this.root, path);
    this.paths.add(path);
    this.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    this.count++;
    const put = () =>
      this.dirReady(dirname(file))
        .then(() => writeFile(file, data))
        .then(() => void this.written++);
    if (!this.baseline) return this.track(put());
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    const differs = () => this.unchanged(path, bytes).then((same) => !same);
    this.patch({ path, file, what: 'w' + hashOf(bytes), differs, put });
  }

  /** Patch mode: whether the baseline already has exactly these bytes at `path`. */
  private unchanged(path: string, bytes: Uint8Array | Promise<Uint8Array>): Promise<boolean> {
    return Promise.all([readFile(join(this.baseline!, path)), bytes]).then(
      ([old, next]) => Buffer.compare(old, next) === 0,
      () => false,
    );
  }

  copy(from: string, path: string): void {
    const file = outputFilePath(this.root, path);
    this.paths.add(path);
    this.count++;
    const put = () =>
      this.dirReady(dirname(file))
        .then(() => copyFile(from, file))
        .then(() => void this.written++);
    if (!this.baseline) return this.track(put());
    // A copy is identified by its source's stat (not trusted while racy: sourceStamp gives '').
    const differs = () => this.unchanged(path, readFile(from)).then((same) => !same);
    this.patch({ path, file, what: sourceStamp(from), differs, put });
  }

  link(from: string, path: string): void {
    // Patch mode: the file is already in place in the output folder. Nothing touches the disk at `path` (it is
    // checked, like every path of the new output, by the patch journal only if it is moved or removed).
    // Only a path already in normal form equals the joined one as text (no "..", no "//": what join would change).
    if (this.baselinePrefix !== undefined && from === this.baselinePrefix + path) {
      this.paths.add(path);
      this.count++;
      return;
    }
    const file = outputFilePath(this.root, path);
    this.paths.add(path);
    this.count++;
    this.track(
      this.dirReady(dirname(file))
        .then(() => link(from, file).catch(() => copyFile(from, file)))
        .then(() => void this.written++),
    );
  }

  wrote(path: string): void {
    this.paths.add(path);
    this.count++;
    this.written++;
  }

  private track(op: Promise<unknown>): void {
    const p: Promise<void> = op.then(
      () => void this.inFlight.delete(p),
      (err: unknown) => {
        this.failure ??= err;
        this.inFlight.delete(p);
      },
    );
    this.inFlight.add(p);
  }

  async drain(): Promise<void> {
    while (this.inFlight.size >= DiskSink.HIGH_WATER) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure;
  }

  async flush(): Promise<void> {
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
  }
}

/**
 * Writes synchronously: for render workers, where the thread has nothing else to do while a file is written and
 * blocking calls cost less than promises and a libuv thread pool shared by every worker (measured: see
 * BENCHMARKS.md). Only write() is needed there.
 */
export class SyncDiskSink implements OutputSink {
  private readonly dirs = new Set<string>();
  /** The paths written since the last take(). */
  private paths: string[] = [];

  constructor(readonly root: string) {}

  /** The paths written since the last call (each route's result names them for the main thread's count). */
  take(): string[] {
    return this.paths.splice(0);
  }

  write(path: string, data: string | Uint8Array): void {
    this.paths.push(path);
    const file = outputFilePath(this.root, path);
    const dir = dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    writeFileSync(file, data);
  }

  copy(): void {
    throw new Error('SyncDiskSink only writes rendered files');
  }

  link(): void {
    throw new Error('SyncDiskSink only writes rendered files');
  }

  async drain(): Promise<void> {}

  async flush(): Promise<void> {}
}
