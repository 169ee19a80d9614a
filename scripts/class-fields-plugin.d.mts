// Types of scripts/class-fields-plugin.mjs, for the tests that import it.
import type { Plugin } from 'esbuild';

/** markdown-it's source with the fast helper; null when the helper is not the known one. */
export function withFastClassFields(source: string): string | null;
/** Rewrites the statements `_defineProperty(this, "name", value);` as `this.name = value;`. */
export function inlineFieldStatements(source: string): string;
export const classFieldsPlugin: Plugin;
