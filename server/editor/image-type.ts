/**
 * The picture formats the editor accepts, told by their first bytes rather than by the name or
 * the declared type, both of which the sender chooses.
 */
export type ImageType = { mimeType: string; extension: string };

/** How many first bytes `sniffImage` needs (WebP's mark ends at byte 12). */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImage(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { mimeType: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mimeType: 'image/webp', extension: 'webp' };
  return null;
}
