/**
 * Getting the report off the phone: the system share sheet (Web Share) where the browser has
 * one, the clipboard for text, a file download for the image. Each says what it did, so the
 * screen can tell the player in words.
 */
import { downloadBlob } from '../../../../core/platform/download';

/** What a share attempt came to. */
export type ShareOutcome =
  | 'shared'
  | 'sharedText'
  | 'copied'
  | 'downloaded'
  | 'copiedAndDownloaded'
  | 'cancelled'
  | 'failed';

const cancelled = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** Copies `text` to the clipboard. */
export async function copyText(text: string): Promise<ShareOutcome> {
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Shares the PNG as a file where the share sheet takes files, else downloads it. */
export async function shareImage(
  title: string,
  png: Blob,
  fileName: string,
): Promise<ShareOutcome> {
  const file = new File([png], fileName, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ title, files: [file] });
      return 'shared';
    } catch (e) {
      if (cancelled(e)) return 'cancelled';
    }
  }
  downloadBlob(png, fileName);
  return 'downloaded';
}

/** A file name for the game's report: "volga-report-<name>.png". */
export function reportFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `volga-report-${slug || 'game'}.png`;
}

/**
 * Shares the report whole, as the kit screen's Share… shares the kit: the text with the chart
 * image as a PNG file where the share sheet takes files, the text alone where it takes only
 * text, and with no share sheet the text to the clipboard and the image to the downloads.
 */
export async function shareReport(
  title: string,
  text: string,
  png: () => Promise<Blob>,
  fileName: string,
): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    const file = new File([await png()], fileName, { type: 'image/png' });
    const withFile =
      typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
    try {
      await navigator.share(withFile ? { title, text, files: [file] } : { title, text });
      return withFile ? 'shared' : 'sharedText';
    } catch (e) {
      return cancelled(e) ? 'cancelled' : 'failed';
    }
  }
  const copied = await copyText(text);
  downloadBlob(await png(), fileName);
  return copied === 'copied' ? 'copiedAndDownloaded' : 'downloaded';
}
