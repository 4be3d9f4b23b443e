/**
 * CSV for spreadsheets (RFC 4180): every cell quoted when it holds a comma, quote or line break,
 * quotes doubled, CRLF line ends, a BOM so Excel reads UTF-8. A text cell that a spreadsheet would
 * run as a formula (= + - @, tab, CR) is prefixed with ' (OWASP's advice against CSV injection).
 */
import type { Response } from "express";

export type CsvCell = string | number | boolean | null | undefined | Date;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
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

/** "2026-11-21 18:05" in India time, for people reading an export. */
export function istDateTime(date: Date | null): string {
  if (!date) return "";
  const ist = new Date(date.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16).replace("T", " ");
}
