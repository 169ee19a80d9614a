// Types of scripts/check-doc-comments.mjs, for its test.
/** The misplaced doc comments of one file, as `file:line  why` lines (`text`: its contents, read when absent). */
export function checkFile(file: string, text?: string): string[];
