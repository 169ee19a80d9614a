// The two files migrate writes: blogctl.config.ts (the translated options) and the Markdown report.
import type { Diagnostic } from '../errors/blogctl-error';
import type { ReportEntry } from './translate';

export function renderConfig(config: Record<string, unknown>, sourceName: string): string {
  return [
    `// Translated from ${sourceName} by \`blogctl migrate\`. What could not be carried over is listed in`,
    "// blogctl-migration.md. Every key is described in blogctl's config reference (docs/config-reference.md).",
    "import { defineConfig } from 'blogctl';",
    '',
    `export default defineConfig(${JSON.stringify(config, null, 2)});`,
    '',
  ].join('\n');
}

type ConfigRead = { mode: 'evaluated'; stubbed: string[] } | { mode: 'static'; reason: string; skipped: string[] };

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderReport(r: {
  source: string;
  configRead: ConfigRead;
  report: ReportEntry[];
  inPlace: boolean;
  files: number;
  /** What the first build left out (trial.ts). */
  leftOut: ReportEntry[];
  /** The errors the last trial build still had. */
  errors?: Diagnostic[];
}): string {
  const lines = ['# Migration report (blogctl migrate)', ''];
  lines.push(`Source: \`${r.source}\``, '');
  if (r.configRead.mode === 'evaluated') {
    lines.push('The Docusaurus config was evaluated in a separate process.');
    if (r.configRead.stubbed.length)
      lines.push(
        `These packages are not installed and were replaced by stubs while evaluating it: ${r.configRead.stubbed.map((s) => `\`${s}\``).join(', ')}.`,
      );
  } else {
    lines.push(
      `**Static read.** The Docusaurus config could not be evaluated (${r.configRead.reason}), so only its literal values were read.`,
    );
    if (r.configRead.skipped.length)
      lines.push(
        '',
        'Values that are not literals and were left out (key, line:column):',
        '',
        ...r.configRead.skipped.map((s) => `- \`${s}\``),
      );
  }
  lines.push(
    '',
    r.inPlace
      ? 'Mode: in place (only blogctl.config.ts and this report were added; nothing else was changed).'
      : `Mode: new site (${r.files} content and static files copied in the Docusaurus layout, which the config names).`,
  );
  lines.push('', '## Not carried over', '');
  if (!r.report.length) lines.push('Nothing: every option, page and file was carried over.');
  else {
    lines.push('| Item | Why | What to do |', '| --- | --- | --- |');
    for (const e of r.report) lines.push(`| \`${cell(e.item)}\` | ${cell(e.why)} | ${cell(e.todo)} |`);
  }
  lines.push(...leftOutSection(r.leftOut, r.errors ?? []));
  lines.push('', 'Next: `blogctl check`, then `blogctl build`.', '');
  return lines.join('\n');
}

/** The report's section on the first build: what it left out, and the errors it could not attribute to an item. */
function leftOutSection(leftOut: ReportEntry[], errors: Diagnostic[]): string[] {
  if (!leftOut.length && !errors.length) return [];
  const lines = ['', '## Left out of the first build', ''];
  if (leftOut.length) {
    lines.push(
      'migrate built the site once: these failed, and were left out of the config so that `blogctl build` passes.',
      'Everything not listed here or above is built.',
      '',
      '| Item | Why | What to do |',
      '| --- | --- | --- |',
    );
    for (const e of leftOut) lines.push(`| \`${cell(e.item)}\` | ${cell(e.why)} | ${cell(e.todo)} |`);
  }
  if (errors.length) {
    lines.push('', 'The first build still fails with errors no single item could be left out for:', '');
    for (const d of errors.slice(0, 20)) lines.push(`- ${cell(d.text)} (${d.code})`);
    if (errors.length > 20) lines.push(`- … and ${errors.length - 20} more (\`blogctl check\` lists them all)`);
  }
  return lines;
}
