// esbuild plugin for the modules blogctl generates from MDX files (markdown-plugins/mdx-module.ts): each is read as
// JSX with the MDX file's folder as its resolve folder, so `./data.json`, `require('./img/a.png')` and every other
// relative path in the MDX file's statements and expressions resolve as they do from the MDX file itself. A YAML
// file imported by site code or MDX (`import people from '@site/src/data/people.yml'`, as webpack's YAML loader
// gives Docusaurus sites) is its parsed value; a syntax error in it is located in the YAML file.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type * as esbuild from 'esbuild';
import { LineCounter, parseAllDocuments } from 'yaml';
import { MDX_MODULE_DIR, moduleSource } from '../markdown-plugins/mdx-module';

const GENERATED = new RegExp(`[\\\\/]\\.blogctl[\\\\/]${MDX_MODULE_DIR}[\\\\/][0-9a-f]+\\.jsx$`);
const YAML_FILE = /\.ya?ml$/i;

export function mdxModulePlugin(): esbuild.Plugin {
  return {
    name: 'blogctl-mdx-module',
    setup(build) {
      build.onLoad({ filter: GENERATED }, (args) => {
        const contents = readFileSync(args.path, 'utf8');
        const source = moduleSource(contents);
        return { contents, loader: 'jsx', resolveDir: dirname(source ?? args.path) };
      });
      build.onLoad({ filter: YAML_FILE }, (args) => yamlModule(args.path));
    },
  };
}

function yamlModule(file: string): esbuild.OnLoadResult {
  const text = readFileSync(file, 'utf8');
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines });
  const list = Array.isArray(docs) ? docs : [docs];
  const bad = list.flatMap((d) => d.errors)[0];
  if (bad) {
    const at = lines.linePos(bad.pos[0]);
    const lineText = text.split('\n')[at.line - 1] ?? '';
    return {
      errors: [{ text: bad.message.split('\n')[0], location: { file, line: at.line, column: at.col - 1, lineText } }],
    };
  }
  const value = list.length === 1 ? list[0].toJS() : list.map((d) => d.toJS());
  return { contents: `export default ${JSON.stringify(value ?? null)};\n`, loader: 'js' };
}
