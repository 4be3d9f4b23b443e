/**
 * "*Try it with:* Clay Ritual, Nilgiri Estate Reserve." in a page the owner writes (the Brew Guide) names
 * coffees by their shop names; on the page each becomes a link to its product, with the bag's picture.
 * Only the line that starts with "Try it with" is touched, and only names of products on sale: a name
 * the shop no longer sells stays plain text. Runs on the server, on the already rendered (escaped) HTML.
 */
export type LinkableProduct = { name: string; slug: string; image: string | null };

const LINE = /(<p><em>Try it with:?<\/em>:?)([^<]*)(<\/p>)/gi;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** What the markdown renderer turns a name into (`&` → `&amp;`…), to find it in the HTML. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function linkTryItWith(html: string, products: readonly LinkableProduct[]): string {
  // Longest names first, so "Nilgiri Estate Reserve" is not taken for a shorter name inside it.
  const byLength = [...products].sort((a, b) => b.name.length - a.name.length);
  return html.replace(LINE, (_line, open: string, names: string, close: string) => {
    let linked = names;
    const used: string[] = [];
    for (const product of byLength) {
      const name = escapeHtml(product.name);
      const pattern = new RegExp(`(^|[\\s,;])(${escapeRegExp(name)})(?=[\\s,.;]|$)`, "i");
      if (!pattern.test(linked)) continue;
      const token = `\u{E000}${used.length}\u{E001}`;
      used.push(
        `<a class="try-with" href="/product/${encodeURIComponent(product.slug)}">${
          product.image
            ? `<img src="${escapeHtml(product.image)}" alt="" width="32" height="32" loading="lazy" decoding="async">`
            : ""
        }${name}</a>`,
      );
      linked = linked.replace(pattern, `$1${token}`);
    }
    linked = linked.replace(/\u{E000}(\d+)\u{E001}/gu, (_token, index: string) => used[Number(index)]!);
    return `${open.replace(/<p>/i, '<p class="try-with-line">')}${linked}${close}`;
  });
}
