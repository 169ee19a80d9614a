// Persistent route cache for incremental builds. A route's key digests everything its HTML is made from:
// its page data (with each HtmlSlot's HTML stood in for by its digest), plus a global key covering the
// site data, the theme bundles, the document shell inputs and blogctl's toolchain. When a route's key
// equals the one recorded for the previous output, its files are kept from that output (left in place when
// the output is patched, hard-linked into a swapped one) instead of being rendered again — so a warm build
// ends with exactly the bytes a cold build would write. The manifest also lists every file of that output,
// so an incremental build can patch the folder in place (output/write-output.ts). It is deleted before the
// output folder changes and saved again only after a successful commit, so a build killed in between
// leaves no manifest claiming pages the folder does not hold.
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Route } from '../routes/route-types';
import { hashOf } from '../util/hash';
import { writeFileAtomic } from '../util/write-atomic';
import { pageDataOf } from './render-routes';
import { withSlotDigests } from '../routes/html-slot';

interface Manifest {
  globalKey: string;
  routes: Record<string, string>;
  /** Each route's digest (Route.digest) when its key was computed: an equal digest vouches for the same key. */
  digests?: Record<string, string>;
  /** Every file of the output folder this manifest describes (posix paths relative to it). */
  files?: string[];
  /** Patch stamps of the files written or copied into it (output/sink.ts DiskSink): unchanged ones are not read. */
  stamps?: Record<string, string>;
}

/**
 * An object as it enters route keys, computed once per object (lists, sidebars and post summaries are shared
 * by many routes): its JSON when short, else a digest of it — hashing every small object separately would
 * cost more than hashing its text with the route.
 */
const digests = new WeakMap<object, string>();
function digestOf(value: object): string {
  let d = digests.get(value);
  if (d === undefined) {
    const json = JSON.stringify(value);
    digests.set(value, (d = json.length <= 256 ? json : '#' + hashOf(json)));
  }
  return d;
}

/** A props value as it enters the key: objects (and objects in arrays) by their memoized digest. */
function keyPart(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'u';
  if (!Array.isArray(value)) return 'o' + digestOf(value);
  return (
    'a[' +
    value.map((v) => (v !== null && typeof v === 'object' ? 'o' + digestOf(v) : (JSON.stringify(v) ?? 'u'))).join(',') +
    ']'
  );
}

/**
 * The route's key: its output file and page data (see pageDataOf), each top-level prop digested separately so
 * objects shared between routes are serialized and hashed once per build, not once per route.
 */
export function routeKey(route: Route): string {
  return withSlotDigests(() => {
    const page = pageDataOf(route);
    const parts: string[] = [route.outFile, JSON.stringify({ route: page.route, head: page.head })];
    const props = page.props as unknown as Record<string, unknown>;
    for (const key of Object.keys(props)) parts.push(key, keyPart(props[key]));
    return hashOf(parts.join('\u0000'));
  });
}

/**
 * The route's key, taken from the previous build when the route's digest (what it is built from, see
 * routes/route-deps.ts) is the one that key was computed for: its props are then neither built nor hashed.
 */
function keyOf(
  route: Route,
  previous: { keys: ReadonlyMap<string, string>; digests: ReadonlyMap<string, string> } | undefined,
): string {
  if (previous && route.digest !== undefined && previous.digests.get(route.outFile) === route.digest) {
    const key = previous.keys.get(route.outFile);
    if (key !== undefined) return key;
  }
  return routeKey(route);
}

/** What the render step asks of a route cache: the previous output's file for a route whose key is unchanged. */
export interface RouteReuse {
  /** The previous file to reuse (sink.link's source), or undefined when the route must be rendered. */
  reusable(route: Route): string | undefined;
  /** True when no route can be reused (no previous output rendered with the same global key, a cold build):
   *  reusable() is then called only to record each route's key for the next build. */
  readonly empty?: boolean;
  /** Routes reused so far. */
  readonly reused: number;
}

/**
 * The dev server's route cache: the keys of the last good in-memory build. A reusable route's "previous file"
 * is its own output path, which the MemorySink links from the previous build's files.
 */
export class MemoryRouteCache implements RouteReuse {
  /** The keys of this build's routes, to be the next build's previous keys if it succeeds. */
  readonly keys = new Map<string, string>();
  /** The digests of this build's routes (see keyOf). */
  readonly digests = new Map<string, string>();
  reused = 0;

  /**
   * @param previous the last good build, when it was rendered with the same global key: its route keys and
   *   digests, and whether a file is still there.
   */
  constructor(
    private readonly previous?: {
      keys: ReadonlyMap<string, string>;
      digests?: ReadonlyMap<string, string>;
      has(path: string): boolean;
    },
  ) {}

  /** Nothing to reuse (the first build, or the global key changed): the keys are taken beside the render. The
   *  `serve --watch` stalls once blamed on this were chokidar dropping a save (server/change-queue.ts). */
  get empty(): boolean {
    return !this.previous || this.previous.keys.size === 0;
  }

  reusable(route: Route): string | undefined {
    const key = keyOf(
      route,
      this.previous && { keys: this.previous.keys, digests: this.previous.digests ?? NO_DIGESTS },
    );
    this.keys.set(route.outFile, key);
    if (route.digest !== undefined) this.digests.set(route.outFile, route.digest);
    if (!this.previous || this.previous.keys.get(route.outFile) !== key || !this.previous.has(route.outFile))
      return undefined;
    this.reused++;
    return route.outFile;
  }
}

const NO_DIGESTS: ReadonlyMap<string, string> = new Map();

export class RouteCache implements RouteReuse {
  /** The previous build's keys and digests by output file (read from the manifest once, into maps). */
  private readonly previous: { keys: ReadonlyMap<string, string>; digests: ReadonlyMap<string, string> };
  private readonly next = new Map<string, string>();
  private readonly nextDigests = new Map<string, string>();
  /** The previous output's file list, when it was built with the same global key (patching is possible). */
  readonly previousFiles: string[] | undefined;
  /** The previous output's patch stamps (with previousFiles only). */
  readonly previousStamps: ReadonlyMap<string, string> | undefined;
  /** Routes reused from the previous output in this build. */
  reused = 0;
  readonly empty: boolean;

  /** `at`: the manifest file, this build's global key, the previous output folder and, when known, whether
   *  each of its files is as that build left it (else each reused file is looked for). */
  private constructor(
    private readonly at: {
      file: string;
      globalKey: string;
      previousOut: string;
      standing?: (path: string) => boolean;
    },
    previous: Manifest | null,
  ) {
    const { globalKey, previousOut } = at;
    const same = !!previous && previous.globalKey === globalKey;
    this.previous = {
      keys: same ? stringMap(previous.routes) : new Map(),
      digests: same ? stringMap(previous.digests) : new Map(),
    };
    this.empty = this.previous.keys.size === 0;
    this.previousFiles = same && Array.isArray(previous.files) && existsSync(previousOut) ? previous.files : undefined;
    const stamps = this.previousFiles && previous?.stamps && typeof previous.stamps === 'object' ? previous.stamps : {};
    this.previousStamps = this.previousFiles
      ? new Map(Object.entries(stamps).filter(([, v]) => typeof v === 'string'))
      : undefined;
  }

  /** Where the manifest of the output folder `outDir` is kept. */
  static manifestFile(cacheDir: string, outDir: string): string {
    return join(cacheDir, `routes-${hashOf(outDir).slice(0, 8)}.json`);
  }

  /** Opens the manifest of the output folder `outDir` (the previous build's output); `standing`: see the constructor. */
  static open(cacheDir: string, outDir: string, globalKey: string, standing?: (path: string) => boolean): RouteCache {
    const file = RouteCache.manifestFile(cacheDir, outDir);
    let manifest: Manifest | null = null;
    try {
      if (existsSync(file)) manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    } catch {
      manifest = null;
    }
    return new RouteCache({ file, globalKey, previousOut: outDir, standing }, manifest);
  }

  /**
   * Returns the previous output file of `route` when its key is unchanged and the file is still there,
   * else undefined (the route must be rendered). Records the key for the next build either way.
   */
  reusable(route: Route): string | undefined {
    const key = keyOf(route, this.previous);
    this.next.set(route.outFile, key);
    if (route.digest !== undefined) this.nextDigests.set(route.outFile, route.digest);
    if (this.previous.keys.get(route.outFile) !== key) return undefined;
    // outFile is a normal relative posix path (shared/urls.ts routeToFile): joined as text where that is the
    // platform's separator (join() would normalize it again, once per route).
    const file =
      sep === '/'
        ? (this.at.previousOut.endsWith('/') ? this.at.previousOut : this.at.previousOut + '/') + route.outFile
        : join(this.at.previousOut, route.outFile);
    // A file changed or removed since is rendered again (and so put back as it was).
    if (this.at.standing ? !this.at.standing(route.outFile) : !existsSync(file)) return undefined;
    this.reused++;
    return file;
  }

  /** Called before the output folder changes: until save(), no manifest vouches for its pages. */
  invalidate(): void {
    try {
      unlinkSync(this.at.file);
    } catch {
      // Not there: nothing to invalidate.
    }
  }

  /** Records the new output (its complete file list) after a successful commit. */
  save(files: Iterable<string>, stamps?: ReadonlyMap<string, string>): void {
    const list = [...files].sort();
    const kept = stamps?.size
      ? Object.fromEntries(list.filter((f) => stamps.has(f)).map((f) => [f, stamps.get(f)!]))
      : undefined;
    writeFileAtomic(
      this.at.file,
      JSON.stringify({
        globalKey: this.at.globalKey,
        routes: Object.fromEntries(this.next),
        digests: Object.fromEntries(this.nextDigests),
        files: list,
        ...(kept ? { stamps: kept } : {}),
      } satisfies Manifest),
      { mkdir: true },
    );
  }
}

/** A manifest record (plain JSON read from disk) as a map of its own string values; anything else is empty. */
function stringMap(record: unknown): Map<string, string> {
  const map = new Map<string, string>();
  if (!record || typeof record !== 'object' || Array.isArray(record)) return map;
  for (const [k, v] of Object.entries(record)) if (typeof v === 'string') map.set(k, v);
  return map;
}
