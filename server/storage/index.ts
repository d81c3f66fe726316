export { checkedKey, mediaKey, MediaKeyError } from './media-store';
export type { ByteRange, LocalCopy, MediaKey, MediaStat, MediaStore } from './media-store';
export { createLocalMediaStore } from './local-store';
export { discardScratch, INCOMING_DIR, INCOMING_STALE_MS, prepareIncoming, receiveToScratch } from './scratch';
export { sendStored, serveStoredFiles } from './file-stream-guard';
