import { SCREENSHOT_MAX_BYTES } from '../../constants';

/** Each try that comes out too big is redrawn smaller and more compressed. */
const ATTEMPTS = [
  { scale: 1, quality: 0.92 },
  { scale: 0.75, quality: 0.85 },
  { scale: 0.5, quality: 0.8 },
  { scale: 0.35, quality: 0.7 },
] as const;

const toJpeg = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the frame could not be encoded'))), 'image/jpeg', quality),
  );

/**
 * The frame on screen as a JPEG of at most SCREENSHOT_MAX_BYTES (SPEC §5), at the video's own
 * resolution when it fits.
 */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  if (video.videoWidth === 0 || video.videoHeight === 0) throw new Error('no frame to capture yet');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('no canvas to draw the frame on');
  for (const { scale, quality } of ATTEMPTS) {
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const picture = await toJpeg(canvas, quality);
    if (picture.size <= SCREENSHOT_MAX_BYTES) return picture;
  }
  throw new Error(`the frame stays over ${SCREENSHOT_MAX_BYTES} bytes`);
}
