/**
 * CSV for spreadsheets (RFC 4180): every cell quoted when it holds a comma, quote or line break,
 * quotes doubled, CRLF line ends, a BOM so Excel reads UTF-8. A text cell that a spreadsheet would
 * run as a formula (= + - @, tab, CR) is prefixed with ' (OWASP's advice against CSV injection) —
 * unless it is only a number as people write one (a phone number "+91 98765 43210", "-5"): nothing
 * there can call a function, and the apostrophe would only spoil the number (issue 16).
 */
import type { Response } from "express";

export type CsvCell = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed number, digits grouped by spaces, hyphens, dots or brackets: "+91 98765-43210", "-12.5". */
const PLAIN_NUMBER = /^[+-][\d ().-]*\d[\d ().-]*$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function sendCsv(res: Response, filename: string, csv: string): void {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  res.send(csv);
}

/** An export's file name with today's date in India time, as its rows are: "orders-2026-11-22.csv". */
export function csvFileName(stem: string, now = new Date()): string {
  return `${stem}-${istDateTime(now).slice(0, 10)}.csv`;
}

/** "2026-11-21 18:05" in India time, for people reading an export. */
export function istDateTime(date: Date | null): string {
  if (!date) return "";
  const ist = new Date(date.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16).replace("T", " ");
}
