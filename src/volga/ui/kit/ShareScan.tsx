/**
 * Scanning a kit link's QR code with the camera, asked for only when the owner taps Scan. The
 * browser's own BarcodeDetector reads it where it exists (Chrome on Android); elsewhere jsQR, a
 * plain-JavaScript decoder with no WebAssembly or network fetch (so it works offline from the
 * precache), loaded only then. The camera stops as soon as a code is read or the scan is closed.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

interface Detector {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** Returns the text of a QR code in RGBA pixels, or null (jsQR, for browsers without BarcodeDetector). */
export async function decodeQrPixels(
  data: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

async function reader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const canvas = document.createElement('canvas');
  const g = canvas.getContext('2d', { willReadFrequently: true });
  return async () => {
    if (!g || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    g.drawImage(video, 0, 0);
    const img = g.getImageData(0, 0, canvas.width, canvas.height);
    return decodeQrPixels(img.data, img.width, img.height);
  };
}

/** Returns the camera view that reads one QR code and hands its text to `onText`. */
export function QrScanner(props: { onText: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let stream: MediaStream | null = null;
    let live = true;
    const stop = () => {
      live = false;
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        const v = video.current;
        if (!live || !v) return stop();
        v.srcObject = stream;
        await v.play();
        const read = await reader(v);
        while (live) {
          const text = await read().catch(() => null);
          if (text && live) {
            stop();
            props.onText(text);
            return;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch (e) {
        if (live)
          setProblem(
            `The camera could not be used (${(e as Error).name || 'refused'}). Paste the link or the kit text instead.`,
          );
        stop();
      }
    })();
    return stop;
  }, []);
  return (
    <div class="share-scan" data-testid="kit-scan">
      <video ref={video} class="share-video" muted playsInline aria-label="Camera view" />
      {problem ? (
        <p class="kit-small" role="alert">
          {problem}
        </p>
      ) : (
        <p class="kit-small" role="status">
          Point the camera at the kit's QR code on the other phone.
        </p>
      )}
      <button type="button" class="outlined kit-btn-secondary" onClick={props.onClose}>
        Stop scanning
      </button>
    </div>
  );
}
