/**
 * Body text from the server as paragraphs (separated by blank lines), without the ones that only
 * repeat the lead sentence shown above them (an event without its own body carries its
 * description there too).
 */
export function bodyParagraphs(text: string, lead?: string): string[] {
  const repeated = lead?.trim();
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph && paragraph !== repeated);
}
