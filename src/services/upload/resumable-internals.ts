/**
 * The parts of resumable.js 1.1 (node_modules/resumablejs/resumable.js) the chunk sender uses.
 * Its bundled types describe neither the chunk object nor functions for `headers` and `query`,
 * so these describe what the library's source does.
 */
export type ResumableChunk = {
  /** 0-based; the chunk number sent is offset + 1. */
  offset: number;
  startByte: number;
  endByte: number;
  fileObj: ResumableFile;
  /** Set once the pre-test has run, so resumable.js does not run its own. */
  tested: boolean;
  /** 0 before preprocess, 1 while it runs, 2 when finished. */
  preprocessState: 0 | 1 | 2;
  /** The chunk's request; resumable.js reads the chunk's status from it. */
  xhr: { readyState: number; status: number; responseText: string; abort: () => void } | null;
  /** Reports 'success' (with the answer text) to the file, as its own pre-test does. */
  callback: (event: 'success', message: string) => void;
  /** Ends preprocess and sends the chunk. */
  preprocessFinished: () => void;
};

export type ResumableFile = {
  file: File;
  fileName: string;
  relativePath: string;
  size: number;
  uniqueIdentifier: string;
  chunks: ResumableChunk[];
  /** 0..1, never going back. */
  progress: () => number;
  /** Aborts its requests and removes it from the instance. */
  cancel: () => void;
};

type Handler = (...args: never[]) => void;

export type ResumableInstance = {
  files: ResumableFile[];
  addFile: (file: File) => void;
  upload: () => void;
  uploadNextChunk: () => void;
  removeFile: (file: ResumableFile) => void;
  getFromUniqueIdentifier: (identifier: string) => ResumableFile | false;
  on: (event: string, handler: Handler) => void;
};

export type ResumableOptions = {
  target: string;
  chunkSize: number;
  forceChunkSize: boolean;
  simultaneousUploads: number;
  fileParameterName: string;
  testChunks: boolean;
  testMethod: 'GET';
  uploadMethod: 'POST';
  headers: () => Record<string, string>;
  query: (file: ResumableFile) => Record<string, string>;
  generateUniqueIdentifier: (file: File) => string;
  preprocess: (chunk: ResumableChunk) => void;
  maxChunkRetries: number;
  chunkRetryInterval: number;
  permanentErrors: number[];
  prioritizeFirstAndLastChunk: boolean;
  minFileSize: number;
};
