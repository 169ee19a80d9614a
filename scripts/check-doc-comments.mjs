// The doc-comment check (npm run lint): every JSDoc block (`/** … */`) sits directly above the declaration it
// documents. A block that is followed by a blank line, by a second block, by a statement that declares nothing, or
// by a function whose parameters its @param tags do not name has drifted from its symbol when code was inserted
// between them, and a reader then trusts the wrong doc. Exits 1 with file:line for each such block.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import ts from 'typescript';

const ROOTS = ['src', 'templates', 'scripts', 'bench', 'test', 'bin'];
const DECLARATIONS = new Set([
  ts.SyntaxKind.FunctionDeclaration,
  ts.SyntaxKind.VariableStatement,
  ts.SyntaxKind.ClassDeclaration,
  ts.SyntaxKind.InterfaceDeclaration,
  ts.SyntaxKind.TypeAliasDeclaration,
  ts.SyntaxKind.EnumDeclaration,
  ts.SyntaxKind.EnumMember,
  ts.SyntaxKind.ModuleDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.MethodSignature,
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.PropertySignature,
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.ShorthandPropertyAssignment,
  ts.SyntaxKind.Constructor,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Parameter,
  ts.SyntaxKind.ExportAssignment,
  ts.SyntaxKind.ExportDeclaration,
  ts.SyntaxKind.IndexSignature,
  ts.SyntaxKind.CallSignature,
]);

/** The parameter names of the function a declaration holds (directly, or as a variable's initializer). */
function parameterNames(node) {
  let fn = node;
  if (ts.isVariableStatement(node)) fn = node.declarationList.declarations[0]?.initializer;
  else if (ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) fn = node.initializer;
  while (fn && (ts.isAsExpression(fn) || ts.isParenthesizedExpression(fn) || ts.isSatisfiesExpression(fn)))
    fn = fn.expression;
  if (fn && ts.isCallExpression(fn)) fn = fn.arguments.find((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
  if (!fn || !('parameters' in fn) || !fn.parameters) return undefined;
  const names = new Set();
  const add = (name) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const el of name.elements) if (!ts.isOmittedExpression(el)) add(el.name);
  };
  for (const p of fn.parameters) add(p.name);
  return names;
}

/** What is wrong with one JSDoc block's place, or undefined when it documents the node that follows it. */
function misplaced(source, doc, owner) {
  const between = source.text.slice(doc.end, owner.getStart(source, false));
  if (/\n[ \t]*\n/.test(between)) return 'a blank line separates it from the code below';
  if (!DECLARATIONS.has(owner.kind)) return `it is followed by ${ts.SyntaxKind[owner.kind]}, which declares nothing`;
  const params = parameterNames(owner);
  if (!params) return undefined;
  for (const tag of doc.tags ?? []) {
    if (!ts.isJSDocParameterTag(tag)) continue;
    const name = tag.name.getText(source).split('.')[0];
    if (!params.has(name)) return `its @param ${name} names no parameter of the function below`;
  }
  return undefined;
}

/** The misplaced doc comments of one file, as `file:line  why` lines (`text`: its contents, read when absent). */
export function checkFile(file, text = readFileSync(file, 'utf8')) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const problems = [];
  const owned = new Set();
  const visit = (node) => {
    const docs = node.jsDoc ?? [];
    docs.forEach((doc, i) => {
      owned.add(doc.pos);
      const why = i < docs.length - 1 ? 'a second doc comment follows it' : misplaced(source, doc, node);
      if (why) problems.push({ pos: doc.pos, why });
    });
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Blocks that TypeScript attached to nothing (at the end of a block, or before a statement it never documents).
  for (const m of text.matchAll(/\/\*\*(?!\/)[\s\S]*?\*\//g)) {
    if (owned.has(m.index) || inStringOrComment(source, m.index)) continue;
    problems.push({ pos: m.index, why: 'it documents no declaration' });
  }
  return problems.map((p) => `${file}:${source.getLineAndCharacterOfPosition(p.pos).line + 1}  ${p.why}`);
}

/** Whether a position is inside a string, template or another comment (a `/**` there is not a doc block). */
function inStringOrComment(source, pos) {
  const token = ts.getTokenAtPosition(source, pos);
  if (token.getStart(source) <= pos && pos < token.end) return true;
  const comments = ts.getLeadingCommentRanges(source.text, token.getFullStart()) ?? [];
  return comments.some((c) => c.pos < pos && pos < c.end);
}

async function main() {
  const files = await fg(
    ROOTS.map((r) => `${r}/**/*.{ts,tsx,mts,mjs}`),
    { ignore: ['test/fixtures/**', '**/node_modules/**'] },
  );
  const problems = files.sort().flatMap((f) => checkFile(f));
  for (const p of problems) console.error(`${p}: a doc comment must sit directly above what it documents`);
  if (problems.length) {
    console.error(`${problems.length} misplaced doc comment(s)`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
