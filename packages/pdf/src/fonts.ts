import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/** The documents' one font family: PT Sans (ParaType, OFL), full TTF files in packages/pdf/fonts. */
export const FONT_FAMILY = 'PT Sans';

const fontFile = (name: string): string =>
  fileURLToPath(new URL(`../fonts/${name}`, import.meta.url));

let registered = false;

/** Words up to this length are never broken; see `breakWord`. */
export const LONGEST_UNBROKEN_WORD = 30;
const CHUNK = 10;

/**
 * The hyphenation callback: react-pdf's default hyphenation is English-only and splits Russian
 * words in odd places, so a word moves to the next line whole. Only a pathological token (an
 * e-mail address or a name of more than 30 characters without a space) may break, every 10
 * characters, so that it wraps inside its box instead of running out of it (react-pdf then
 * adds a hyphen where it breaks).
 */
export function breakWord(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN_WORD) return [word];
  const chars = Array.from(word); // code points: never split a surrogate pair
  if (chars.length <= LONGEST_UNBROKEN_WORD) return [word];
  const parts: string[] = [];
  for (let i = 0; i < chars.length; i += CHUNK) parts.push(chars.slice(i, i + CHUNK).join(''));
  return parts;
}

/**
 * Registers the bundled fonts with react-pdf, once per process (or worker). Paths are resolved
 * from this module, never from process.cwd(), and nothing is fetched at render time.
 */
export function registerFonts(): void {
  if (registered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: fontFile('PTSans_400Regular.ttf'), fontWeight: 400, fontStyle: 'normal' },
      { src: fontFile('PTSans_700Bold.ttf'), fontWeight: 700, fontStyle: 'normal' },
      { src: fontFile('PTSans_400Regular_Italic.ttf'), fontWeight: 400, fontStyle: 'italic' },
    ],
  });
  Font.registerHyphenationCallback(breakWord);
  registered = true;
}
