// esbuild plugin for the modules blogctl generates from MDX files (markdown-plugins/mdx-module.ts): each is read as
// JSX with the MDX file's folder as its resolve folder, so `./data.json`, `require('./img/a.png')` and every other
// relative path in the MDX file's statements and expressions resolve as they do from the MDX file itself.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type * as esbuild from 'esbuild';
import { MDX_MODULE_DIR, moduleSource } from '../markdown-plugins/mdx-module';

const GENERATED = new RegExp(`[\\\\/]\\.blogctl[\\\\/]${MDX_MODULE_DIR}[\\\\/][0-9a-f]+\\.jsx$`);

export function mdxModulePlugin(): esbuild.Plugin {
  return {
    name: 'blogctl-mdx-module',
    setup(build) {
      build.onLoad({ filter: GENERATED }, (args) => {
        const contents = readFileSync(args.path, 'utf8');
        const source = moduleSource(contents);
        return { contents, loader: 'jsx', resolveDir: dirname(source ?? args.path) };
      });
    },
  };
}
