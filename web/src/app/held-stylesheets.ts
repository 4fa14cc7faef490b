/**
 * A creator page's HTML holds the app's stylesheet in a template, so that it is neither fetched with the
 * cover nor applied to the server's header (decision 0035). It is added here as a stylesheet for print,
 * fetched and parsed while the app's code loads but applying to nothing; the promise resolves, once it has
 * loaded or failed, to the function that applies it, which the app calls as its first screen replaces the
 * header, so that the page is styled once rather than twice. Any other page links it in its head.
 */
export function fetchHeldStylesheets(doc: Document = document): Promise<() => void> {
  const held = doc.querySelectorAll<HTMLTemplateElement>('template[data-app-styles]');
  const links = Array.from(held).flatMap((template) => {
    template.remove();
    return Array.from(template.content.querySelectorAll('link'), (link) => doc.importNode(link, true));
  });
  const loaded = links.map((link) => {
    const media = link.getAttribute('media');
    link.media = 'print';
    const settled = new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    });
    doc.head.append(link);
    return settled.then(() => () => {
      if (media === null) link.removeAttribute('media');
      else link.media = media;
    });
  });
  return Promise.all(loaded).then((apply) => () => apply.forEach((one) => one()));
}
