// Which Markdown bodies take the MDX layer (mdx.ts): a cheap look at the raw text before it is parsed.

/** True when a Markdown body uses MDX syntax (outside code, fenced or indented): ESM lines, JSX comments,
 *  capitalized JSX tags, or JSX expression props (on the tag's line or the lines its attributes go on over). Plain Markdown takes markdown-it's path untouched. */
export function looksLikeMdx(body: string): boolean {
  if (!/[{<]|^(?:import|export)\b/m.test(body)) return false;
  let fence: string | null = null;
  // An indented code block starts after a blank line and runs while lines stay indented (or blank).
  let indentedCode = false;
  let blank = true;
  // A lowercase tag still open at the end of a line (its attributes go on over the next lines).
  let inTag = false;
  for (const line of body.split('\n')) {
    const empty = line.trim() === '';
    if (!fence && (indentedCode || blank) && !empty && /^(?: {4}|\t)/.test(line)) {
      indentedCode = true;
      continue;
    }
    if (!empty) indentedCode = false;
    blank = empty;
    // Each test below runs only on lines that hold what it looks for (most lines hold none of it).
    let t: string | undefined;
    if (line.includes('```') || line.includes('~~~')) {
      t = line.trimStart();
      const f = /^(`{3,}|~{3,})/.exec(t);
      if (f) {
        if (!fence) fence = f[1];
        else if (t.startsWith(fence) && t.slice(fence.length).trim() === '') fence = null;
        continue;
      }
    }
    if (fence) continue;
    const c = line.charCodeAt(0);
    if ((c === 105 || c === 101) && /^(?:import|export)\s/.test(line)) return true;
    // The checks below need a "<" or a "{".
    if (inTag) {
      if (/(?:^|\s)[\w:-]+=\{/.test(line)) return true;
      if (line.includes('>')) inTag = false;
    }
    if (!line.includes('<') && !line.includes('{')) continue;
    const code = (t ?? line.trimStart()).replace(/`[^`]*`/g, '');
    if (code.includes('{/*')) return true;
    if (/<\/?[A-Z][\w.]*(?:[\s/>]|$)/.test(code)) return true;
    if (/<[a-z][\w-]*\s[^>]*=\{/.test(code)) return true;
    if (/<[a-z][\w-]*\s[^>]*$/.test(code)) inTag = true;
  }
  return false;
}
