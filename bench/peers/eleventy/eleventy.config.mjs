// Eleventy's side of `npm run bench -- --peers`: bare templates equivalent to what blogctl's bench builds
// (a page per post and doc, blog list pages of 10, tag pages of 10), without highlighting, search or client
// JS. Markdown is not run through a template language first (blogctl does not template Markdown either).
export default function (config) {
  config.setUseGitIgnore(false);
  const byDateDesc = (a, b) => b.date - a.date || (a.inputPath < b.inputPath ? -1 : 1);
  config.addCollection('posts', (api) => api.getFilteredByGlob('./blog/*.md').sort(byDateDesc));
  // One item per tag page: the tag, the page number and its 10 posts.
  config.addCollection('tagPages', (api) => {
    const byTag = new Map();
    for (const post of api.getFilteredByGlob('./blog/*.md').sort(byDateDesc)) {
      for (const tag of post.data.tags ?? []) {
        if (!byTag.has(tag)) byTag.set(tag, []);
        byTag.get(tag).push(post);
      }
    }
    const pages = [];
    for (const [tag, posts] of [...byTag].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      const total = Math.ceil(posts.length / 10);
      for (let n = 0; n < total; n++) pages.push({ tag, n, total, items: posts.slice(n * 10, n * 10 + 10) });
    }
    return pages;
  });
  config.addFilter('day', (d) => new Date(d).toISOString().slice(0, 10));
  return {
    templateFormats: ['md', 'njk'],
    markdownTemplateEngine: false,
    htmlTemplateEngine: 'njk',
    dir: { input: '.', includes: '_includes', output: '_site' },
  };
}
