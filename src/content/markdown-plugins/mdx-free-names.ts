// The names an MDX expression reads that nothing defines: not the file's imports or exports, not MDX's scope
// names, not a JavaScript or browser global, not declared inside the expression itself. MDX would throw on such
// an expression when the page renders (so a site whose Docusaurus build passes has none, except in syntax MDX
// never reads as an expression, such as the braces of `$x_{n}$` math); blogctl keeps it as text, with a warning.
import { loadJsxParser } from '../../util/require-cjs';

type Node = { type: string; [key: string]: unknown };

/** Browser globals an expression may read on the server too (typeof window, …), besides Node's own globals. */
const BROWSER = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'alert', 'require'];
let globals: Set<string> | undefined;

function isGlobal(name: string): boolean {
  globals ??= new Set([...Object.getOwnPropertyNames(globalThis), ...BROWSER, 'undefined', 'arguments', 'props']);
  return globals.has(name);
}

/** The first name `source` (an expression) reads that is neither in `known` nor global, or undefined. */
export function undefinedName(source: string, known: (name: string) => boolean): string | undefined {
  let node: Node;
  try {
    node = loadJsxParser().parseExpressionAt(source, 0, { ecmaVersion: 'latest', sourceType: 'module' }) as never;
  } catch {
    return undefined;
  }
  const declared = new Set<string>();
  const used: string[] = [];
  walk(node, null, undefined, { declared, used });
  return used.find((n) => !declared.has(n) && !known(n) && !isGlobal(n));
}

function walk(
  node: unknown,
  parent: Node | null,
  key: string | undefined,
  out: { declared: Set<string>; used: string[] },
): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, parent, key, out);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  const n = node as Node;
  if (n.type === 'Identifier') {
    if (parent && isKey(parent, key)) return;
    const declares =
      key === 'params' ||
      (parent?.type === 'VariableDeclarator' && key === 'id') ||
      (parent?.type === 'CatchClause' && key === 'param') ||
      (!!parent && /Function/.test(parent.type) && key === 'id');
    if (declares) out.declared.add(n.name as string);
    else out.used.push(n.name as string);
    return;
  }
  if (n.type === 'JSXIdentifier') {
    // A component (`<Card>`, the object of `<Card.Title>`) must be defined; an HTML element or attribute need not.
    if ((key === 'name' || key === 'object') && parent?.type !== 'JSXAttribute' && /^[A-Z]/.test(n.name as string))
      out.used.push(n.name as string);
    return;
  }
  // Destructured parameters and declarations declare every name in their pattern.
  const pattern = key === 'params' || (parent?.type === 'VariableDeclarator' && key === 'id');
  if (pattern && (n.type === 'ObjectPattern' || n.type === 'ArrayPattern' || n.type === 'AssignmentPattern')) {
    for (const name of patternNames(n)) out.declared.add(name);
    if (n.type === 'AssignmentPattern') walk(n.right, n, 'right', out);
    return;
  }
  for (const [k, v] of Object.entries(n)) if (k !== 'type' && v && typeof v === 'object') walk(v, n, k, out);
}

/** A property name, not a read: `a.b`'s b, `{ b: 1 }`'s b. */
function isKey(parent: Node, key: string | undefined): boolean {
  return (
    (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
    ((parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') &&
      key === 'key' &&
      !parent.computed)
  );
}

function patternNames(n: Node): string[] {
  switch (n.type) {
    case 'Identifier':
      return [n.name as string];
    case 'ObjectPattern':
      return (n.properties as Node[]).flatMap((p) =>
        patternNames((p.type === 'RestElement' ? p.argument : p.value) as Node),
      );
    case 'ArrayPattern':
      return (n.elements as (Node | null)[]).flatMap((e) => (e ? patternNames(e) : []));
    case 'RestElement':
      return patternNames(n.argument as Node);
    case 'AssignmentPattern':
      return patternNames(n.left as Node);
    default:
      return [];
  }
}
