// `@theme/Mermaid` for a site's own React code (Docusaurus's theme-mermaid): the diagram of its `value`, written as
// the same container as a `mermaid` code block (src/content/markdown-plugins/mermaid.ts), which the islands script
// draws once the page has hydrated. Without JavaScript, and when the source does not parse, the source shows.
import { MERMAID_ATTR } from '../../src/shared/mdx/islands';

export interface MermaidProps {
  /** The diagram's mermaid source. */
  value: string;
}

export default function Mermaid({ value }: MermaidProps) {
  return (
    <div className="mermaid-diagram" {...{ [MERMAID_ATTR]: '' }}>
      <pre className="mermaid-diagram__source">
        <code>{value.replace(/\n$/, '')}</code>
      </pre>
    </div>
  );
}
