/**
 * What a person reads of some HTML the server wrote, as a browser shows it: styles and icons left out, tags
 * turned into spaces, the entities `escapeHtml` writes read back, and runs of white space made one.
 */
export const readableText = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(lt|gt|quot|#39);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!)
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
