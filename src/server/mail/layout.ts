/**
 * One look for every e-mail the shop sends: a plain-text body and a simple, inline-styled HTML body
 * built from the same parts. Everything a visitor typed is escaped before it reaches the HTML.
 */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** A block of the mail: a paragraph, a table of label/value rows, or a button. */
export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "rows"; rows: { label: string; value: string; strong?: boolean }[]; heading?: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "note"; text: string };

export type MailContent = {
  /** First line in the inbox preview. */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
  /** Marketing mail: the footer carries this one-click unsubscribe link. */
  unsubscribeUrl?: string;
};

const FOOTER = "Bean & Bhūmi · Specialty coffee from the hills of South India · 27 Lavelle Road, Bengaluru 560001";

export function renderMail(content: MailContent): { text: string; html: string } {
  return { text: renderText(content), html: renderHtml(content) };
}

function renderText({ heading, blocks, unsubscribeUrl }: MailContent): string {
  const parts = [heading, ""];
  for (const block of blocks) {
    if (block.kind === "paragraph" || block.kind === "note") parts.push(block.text, "");
    if (block.kind === "button") parts.push(`${block.label}: ${block.url}`, "");
    if (block.kind === "rows") {
      if (block.heading) parts.push(block.heading);
      const width = Math.max(...block.rows.map((row) => row.label.length));
      for (const row of block.rows) parts.push(`${row.label.padEnd(width)}  ${row.value}`);
      parts.push("");
    }
  }
  parts.push("—", FOOTER);
  if (unsubscribeUrl) parts.push(`Unsubscribe: ${unsubscribeUrl}`);
  return parts.join("\n");
}

function renderHtml({ preheader, heading, blocks, unsubscribeUrl }: MailContent): string {
  const body = blocks
    .map((block) => {
      switch (block.kind) {
        case "paragraph":
          return `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(block.text)}</p>`;
        case "note":
          return `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#6b4a35">${escapeHtml(block.text)}</p>`;
        case "button":
          return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#2b1a12;color:#fdfaf5;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
        case "rows": {
          const rows = block.rows
            .map((row) => {
              const weight = row.strong ? "font-weight:700;" : "";
              return `<tr><td style="padding:6px 0;${weight}">${escapeHtml(row.label)}</td><td style="padding:6px 0;text-align:right;${weight}">${escapeHtml(row.value)}</td></tr>`;
            })
            .join("");
          const title = block.heading
            ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>`
            : "";
          return `${title}<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${rows}</table>`;
        }
      }
    })
    .join("\n");
  const unsubscribe = unsubscribeUrl
    ? `<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b4a35">Unsubscribe</a>`
    : "";
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f6efe4;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#2b1a12">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</span>
<table role="presentation" style="width:100%;border-collapse:collapse"><tr><td style="padding:24px 12px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#fdfaf5;border-radius:16px;border-collapse:collapse"><tr><td style="padding:32px 28px">
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:20px;font-weight:700">Bean &amp; Bhūmi</p>
<h1 style="font-family:Georgia,serif;font-size:24px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${body}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#6b4a35;text-align:center">${escapeHtml(FOOTER)}${unsubscribe}</p>
</td></tr></table>
</body></html>`;
}
