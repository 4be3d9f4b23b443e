/**
 * Markdown for articles and pages, rendered on the server. Raw HTML in the source is shown as text,
 * so a pasted <script> can never run on the shop's pages.
 */
import { Marked, type Tokens } from "marked";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const SAFE_URL = /^(https?:|mailto:|tel:|\/|#)/i;

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const label = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href)) return label;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<a href="${escapeHtml(href)}"${titleAttr}>${label}</a>`;
    },
    image({ href, text }) {
      if (!SAFE_URL.test(href)) return escapeHtml(text);
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy">`;
    },
  },
});

/** The page around the body has the one h1 (the title): the body's headings start at h2. */
const BODY_TOP_LEVEL = 2;

/**
 * Headings keep their shape but fit under the page's h1: the body's highest heading becomes an h2 (so a
 * `# Heading` is never a second h1), and a heading is at most one level below the one before (never skips).
 */
function fitHeadings(headings: Tokens.Heading[]): void {
  if (headings.length === 0) return;
  const shift = BODY_TOP_LEVEL - Math.min(...headings.map((heading) => heading.depth));
  let previous = BODY_TOP_LEVEL - 1;
  for (const heading of headings) {
    heading.depth = Math.min(heading.depth + shift, previous + 1, 6);
    previous = heading.depth;
  }
}

export function renderMarkdown(source: string): string {
  const tokens = markdown.lexer(source);
  const headings: Tokens.Heading[] = [];
  void markdown.walkTokens(tokens, (token) => {
    if (token.type === "heading") headings.push(token as Tokens.Heading);
  });
  fitHeadings(headings);
  return markdown.parser(tokens);
}
