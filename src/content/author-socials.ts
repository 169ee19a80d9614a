// An author's `socials` (Docusaurus 3.5+): a map of platform → handle or URL, in authors.yml or on an inline
// author. For the platforms Docusaurus knows, a bare handle becomes the profile URL on that platform; any
// platform may give a full http(s) URL. A handle for a platform blogctl has no address for, or a value that is
// not a string, is reported by the caller at its place and left out.
import { PLATFORM_BASES } from '../shared/social-platforms';
import type { AuthorSocial } from './types';

export type SocialProblem = { platform: string; problem: 'not-string' | 'unknown-handle' };

const ABSOLUTE = /^https?:\/\/[^\s/]+/i;

/** The socials in the order written, each with its profile URL, and what could not be read. */
export function readSocials(value: unknown): { socials: AuthorSocial[]; problems: SocialProblem[] } {
  const socials: AuthorSocial[] = [];
  const problems: SocialProblem[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { socials, problems: [{ platform: '', problem: 'not-string' }] };
  for (const [platform, raw] of Object.entries(value as Record<string, unknown>)) {
    const handle = typeof raw === 'number' ? String(raw) : raw; // a numeric Stack Overflow user id
    if (typeof handle !== 'string' || handle.trim() === '') {
      problems.push({ platform, problem: 'not-string' });
      continue;
    }
    const text = handle.trim();
    if (ABSOLUTE.test(text)) {
      socials.push({ platform, url: text });
      continue;
    }
    const base = Object.hasOwn(PLATFORM_BASES, platform.toLowerCase())
      ? PLATFORM_BASES[platform.toLowerCase()]
      : undefined;
    if (!base) {
      problems.push({ platform, problem: 'unknown-handle' });
      continue;
    }
    socials.push({ platform, url: base + text.replace(/^\/+/, '') }); // as Docusaurus joins them: prefix + handle
  }
  return { socials, problems };
}
