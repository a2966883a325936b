/** WCAG 2 contrast, from the colours getComputedStyle answers (`rgb(…)`, `rgba(…)`). */

const channels = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);

/** Relative luminance of a colour's red, green and blue (its alpha is not looked at). */
function luminance(colour: string): number {
  return channels(colour)
    .slice(0, 3)
    .map((c) => c / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
}

/** The contrast ratio of two colours, from 1:1 to 21:1 (AA asks 4.5:1 of body text). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A translucent colour as it shows over a white pixel. */
export function overWhite(colour: string): string {
  const [r, g, b, a = 1] = channels(colour);
  return `rgb(${[r!, g!, b!].map((c) => c * a + 255 * (1 - a)).join(', ')})`;
}
