// docs/config-reference.md is generated from the schema and checked in; it must match the schema of this
// commit, and every key must carry a description and (for values) an example.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  isGroup,
  referenceRows,
  REFERENCE_FILE,
  renderConfigReference,
  schemaDocs,
} from '../../../scripts/config-reference';

describe('config reference', () => {
  it('is current (regenerate with: node --import tsx scripts/config-reference.ts)', () => {
    assert.equal(readFileSync(REFERENCE_FILE, 'utf8'), renderConfigReference());
  });

  it('documents every key with a description, and every value with an example', () => {
    const rows = referenceRows();
    assert.ok(rows.length > 60, `only ${rows.length} keys found`);
    assert.deepEqual(
      rows.filter((r) => !r.description).map((r) => r.path),
      [],
    );
    assert.deepEqual(
      rows.filter((r) => !isGroup(r) && r.example === undefined).map((r) => r.path),
      [],
    );
  });

  it('lists nested keys, list items and defaults from the schema itself', () => {
    const byPath = new Map(referenceRows().map((r) => [r.path, r]));
    assert.equal(byPath.get('blog.postsPerPage')?.default, 10);
    assert.equal(byPath.get('navbar.items[].position')?.type, '"left" | "right"');
    assert.equal(byPath.get('footer.travelRing.label')?.required, true);
    // A footer column's item needs a label only when it is not an HTML item (a refinement, not the key's type).
    assert.equal(byPath.get('footer.links[].items[].label')?.required, false);
    assert.ok(byPath.has('i18n.localeConfigs.<name>.htmlLang'));
  });

  it('reads JSDoc text and @example tags from the schema source', () => {
    const docs = schemaDocs(
      `const configSchema = z.object({\n  /** The x. @example "y" */\n  x: z.string(),\n  o: z.object({\n    /** Inner. */\n    i: z.number(),\n  }),\n});`,
    );
    assert.deepEqual(docs.get('x'), { text: 'The x.', example: '"y"' });
    assert.deepEqual(docs.get('o.i'), { text: 'Inner.', example: undefined });
  });
});
