// Type names for markdown-it plugins, from markdown-it's own declarations.
export type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from 'markdown-it';
