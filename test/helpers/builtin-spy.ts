// A test seam over Node's own modules, so production modules keep no counters for tests: a builtin module's
// export replaced, seen by the `import { x } from 'node:…'` bindings of the code under test too (node:module
// syncBuiltinESMExports), until the returned function puts the original back.
import { syncBuiltinESMExports } from 'node:module';

export function replaceBuiltin<M extends object, K extends keyof M>(
  mod: M,
  name: K,
  wrap: (original: M[K]) => M[K],
): () => void {
  const original = mod[name];
  mod[name] = wrap(original);
  syncBuiltinESMExports();
  return () => {
    mod[name] = original;
    syncBuiltinESMExports();
  };
}
