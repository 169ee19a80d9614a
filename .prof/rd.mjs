import * as esbuild from 'esbuild';
import { gzipSync } from 'node:zlib';
const r = await esbuild.build({ stdin: { contents: "import {hydrateRoot} from 'react-dom/client'; import {jsx} from 'react/jsx-runtime'; hydrateRoot(document.body, jsx('div',{}));", resolveDir: '/work/main', loader: 'js' }, bundle: true, minify: true, write: false, format: 'esm', define: { 'process.env.NODE_ENV': '"production"' }, metafile: true });
const code = r.outputFiles[0].contents;
console.log('react+react-dom client min', code.length, 'gz', gzipSync(code, { level: 9 }).length);
