// The lazy page chunks (client), the template table (document preload) and App.tsx's switch must agree.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { PAGE_TEMPLATES } from '../../../src/shared/page-templates';
import { REPO } from '../../helpers/site';

describe('page templates', () => {
  const modules = readFileSync(join(REPO, 'src/client/router/page-modules.ts'), 'utf8');
  const app = readFileSync(join(REPO, 'templates/App.tsx'), 'utf8');
  for (const [kind, name] of Object.entries(PAGE_TEMPLATES)) {
    it(`${kind} → templates/pages/${name}.tsx in the client loader and in App.tsx`, async () => {
      assert.match(modules, new RegExp(`\\b${kind}: \\(\\) => import\\('../../../templates/pages/${name}'\\)\\.then\\(\\(m\\) => m\\.${name}\\)`));
      assert.match(app, new RegExp(`case '${kind}': return <${name}\\b`));
      const mod = (await import(join(REPO, 'templates/pages', `${name}.tsx`))) as Record<string, unknown>;
      assert.equal(typeof mod[name], 'function');
    });
  }
});
