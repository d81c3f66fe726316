import { extname } from 'node:path';

/**
 * The content type an attachment is stored with, by its file name's extension. Downloads send it
 * as an attachment with `nosniff` (server/http/downloads), so a wrong guess can only make the
 * browser save the file, never run it; anything unknown is `application/octet-stream`.
 */
const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.zip': 'application/zip',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

export const attachmentType = (fileName: string): string => TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
