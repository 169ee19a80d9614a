// Docusaurus leaves out files whose name starts with "_": partials, imported by other files. Its own module (no
// dependencies): the content scan uses it, and so does the check of which files a build did not read, which a
// build that finds nothing changed loads.

/** Whether a path below a scanned folder is a partial's: a file, or a folder on its way, whose name starts with
 *  "_" (the scan passes a file's name alone; its glob leaves out such folders). */
export const isPartialPath = (relative: string): boolean => /(?:^|[/\\])_/.test(relative);
