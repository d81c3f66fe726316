/**
 * The messages the machines hand to the UI, by id (SPEC §8). The machines sit below the UI and
 * do not know its catalogue; the catalogue must translate every id listed here in both
 * languages (tests/unit/machine-messages.test.ts).
 */
export const MACHINE_MESSAGE_IDS = [
  'permission.noSystem',
  'permission.menuFailed',
  'uploader.fileReadError',
  'uploader.rejected',
  'uploader.sendFailed',
  'uploader.processingFailed',
  'uploader.status.md5',
  'uploader.status.waiting',
  'uploader.status.uploading',
  'uploader.status.paused',
  'uploader.status.success',
  'uploader.status.failed',
  'uploader.status.merging',
  'uploader.status.transcoding',
  'uploader.status.cancelled',
] as const;

export type MachineMessageId = (typeof MACHINE_MESSAGE_IDS)[number];
