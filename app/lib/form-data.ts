/** A text field's value from a form's data: "" when it is missing (and a file is not text). */
export function formText(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === "string" ? value : "";
}
