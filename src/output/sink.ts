// Output sinks: where rendered files go. The disk sink writes into a temporary folder (see write-output.ts);
// the memory sink keeps files for tests and the dev server.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface OutputSink {
  /** Writes a file at a posix path relative to the output root. */
  write(path: string, data: string | Uint8Array): void;
  /** Copies an existing file. */
  copy(from: string, path: string): void;
}

export interface OutputFile {
  path: string;
  contents: Uint8Array;
  text(): string;
}

export class MemorySink implements OutputSink {
  readonly files = new Map<string, Uint8Array>();

  write(path: string, data: string | Uint8Array): void {
    this.files.set(path, typeof data === 'string' ? Buffer.from(data) : data);
  }

  copy(from: string, path: string): void {
    this.files.set(path, readFileSync(from));
  }

  toOutputFiles(): OutputFile[] {
    return [...this.files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, contents]) => ({ path, contents, text: () => Buffer.from(contents).toString('utf8') }));
  }
}

export class DiskSink implements OutputSink {
  private readonly dirs = new Set<string>();
  bytes = 0;
  count = 0;

  constructor(readonly root: string) {}

  private ensureDir(file: string): void {
    const dir = dirname(file);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
  }

  write(path: string, data: string | Uint8Array): void {
    const file = join(this.root, path);
    this.ensureDir(file);
    writeFileSync(file, data);
    this.bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    this.count++;
  }

  copy(from: string, path: string): void {
    const file = join(this.root, path);
    this.ensureDir(file);
    copyFileSync(from, file);
    this.count++;
  }
}
