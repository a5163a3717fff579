/** What copying needs from the browser: the async clipboard, else the old `execCommand('copy')`. */
export interface CopyEnv {
  clipboard?: Pick<Clipboard, 'writeText'>;
  document?: Pick<Document, 'createElement' | 'execCommand' | 'body'>;
}

const browserEnv = (): CopyEnv =>
  typeof window === 'undefined' ? {} : { clipboard: navigator.clipboard, document };

/**
 * Copies `text`; false when the browser would not (no clipboard permission, an insecure origin
 * without `navigator.clipboard`), so the caller can select the text for the user instead.
 */
export async function copyText(text: string, env: CopyEnv = browserEnv()): Promise<boolean> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // refused: try the old way below
    }
  }
  const doc = env.document;
  if (!doc) return false;
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  try {
    area.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
