// Config schema of the page footer: its columns of links (and HTML items), the copyright line and the bottom row's
// single links. schema.ts takes it as the config's `footer`; its JSDoc is read from here for the reference.
import * as z from 'zod';

const link = z
  .object({
    /** Visible text. */
    label: z.string(),
    /** Internal route, e.g. `/blog`. One of `to` or `href`. @example "/blog" */
    to: z.string().optional(),
    /** External URL. One of `to` or `href`. @example "https://github.com/me" */
    href: z.string().optional(),
  })
  .strict();

/** A footer column's item: a link, or raw HTML in its place (Docusaurus's footer `html` item, a badge). */
const footerItem = z
  .object({
    /** Visible text. Needed unless the item is `html`. */
    label: z.string().optional(),
    /** Internal route, e.g. `/blog`. One of `to` or `href`. @example "/blog" */
    to: z.string().optional(),
    /** External URL. One of `to` or `href`. @example "https://github.com/me" */
    href: z.string().optional(),
    /** Raw HTML shown in the item's place (its site-absolute URLs get the baseUrl). @example "<img src=\"/img/badge.svg\" alt=\"badge\" />" */
    html: z.string().optional(),
  })
  .strict()
  .refine((v) => v.label !== undefined || v.html !== undefined, {
    message: 'a footer item needs a label (with to or href), or html',
    path: ['label'],
  });

/** The page footer. */
export const footerSchema = z
  .object({
    /** Footer colours. @default "dark" */
    style: z.enum(['dark', 'light']).default('dark'),
    /** Columns of links. @default [] */
    links: z
      .array(
        z
          .object({
            /** Column heading. */
            title: z.string().optional(),
            /** The column's links. */
            items: z.array(footerItem),
          })
          .strict(),
      )
      .default([]),
    /** Copyright line (HTML allowed). */
    copyright: z.string().optional(),
    /** The travel-ring link (a webring of travel blogs). */
    travelRing: link.optional(),
    /** The ICP filing number and where it links. */
    filing: link.optional(),
  })
  .strict()
  .prefault({});
