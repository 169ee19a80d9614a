// The social platforms Docusaurus's blog theme knows by name (an author's `socials`): where a bare handle's
// profile lives, and the name a reader sees on the link. Read by the content stage (handle → URL), the
// diagnostics (the list in a hint) and the theme (the link's text).

/** Profile URL prefixes: a handle `h` on platform `p` is `PLATFORM_BASES[p] + h`. */
export const PLATFORM_BASES: Readonly<Record<string, string>> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/',
  mastodon: 'https://mastodon.social/',
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/',
};

export const KNOWN_SOCIAL_PLATFORMS = Object.keys(PLATFORM_BASES);

const LABELS: Readonly<Record<string, string>> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
};

/** The link text for a platform key as written: the platform's own name, or the key itself. */
export function socialLabel(platform: string): string {
  const key = platform.toLowerCase();
  return Object.hasOwn(LABELS, key) ? LABELS[key] : platform;
}
