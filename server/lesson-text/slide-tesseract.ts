import { spawn } from 'node:child_process';

/**
 * Debian's Tesseract, as the slide reader runs it: `tesseract <png> stdout -l chi_sim+eng`, one
 * picture a run, killed when it overruns or its job is stopped.
 */

/** Tesseract failed: the message says how, for the job's log and an administrator. */
export class SlideOcrError extends Error {
  override name = 'SlideOcrError';
}

/** Tesseract or one of its languages is not installed: nothing to retry until an administrator installs it. */
export class SlideOcrMissingError extends SlideOcrError {
  override name = 'SlideOcrMissingError';
}

/** The program: TESSERACT_PATH when set (server/env.ts validates it), else `tesseract` on PATH. */
export const tesseractProgram = (): string => process.env.TESSERACT_PATH || 'tesseract';

/** Slides here are in Chinese and English; chi_sim first, so lines of Han are read as Chinese first. */
const LANGUAGES = ['chi_sim', 'eng'];
const INSTALL_HINT = "install Debian's tesseract-ocr, tesseract-ocr-chi-sim and tesseract-ocr-eng, or set TESSERACT_PATH";
/**
 * Page segmentation 3, fully automatic: it finds columns, title bars in reverse colours and
 * footers and leaves pictures out. In our trials on slides, 11 and 12 (sparse text) lost a title
 * bar and 6 (one block) read a picture as a line of noise and ran columns together.
 */
const PAGE_SEGMENTATION = '3';
/** A 1080p slide takes 2–3 s on one core: far longer means Tesseract is stuck. */
const READ_TIMEOUT_MS = 60_000;
const STDERR_TAIL_CHARS = 2_000;

type RunOptions = { signal?: AbortSignal };

/** Runs the program with `args` and returns its standard output; rejects with the signal's reason when aborted. */
function runTesseract(args: string[], options: RunOptions): Promise<string> {
  const program = tesseractProgram();
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) return reject(options.signal.reason);
    const child = spawn(program, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Several pictures are read at once, one process each: OpenMP threads inside each only compete.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const kill = () => child.kill('SIGKILL');
    const onAbort = () => kill();
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, READ_TIMEOUT_MS);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish();
      if (error.code === 'ENOENT') reject(new SlideOcrMissingError(`Tesseract was not found at "${program}": ${INSTALL_HINT}`));
      else reject(new SlideOcrError(`Tesseract could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      finish();
      if (options.signal?.aborted) reject(options.signal.reason);
      else if (timedOut) reject(new SlideOcrError(`Tesseract read nothing in ${READ_TIMEOUT_MS / 1000} s and was stopped`));
      else if (code === 0) resolve(stdout);
      else reject(new SlideOcrError(`Tesseract failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no error output'}`));
    });
  });
}

/** Rejects with SlideOcrMissingError unless Tesseract runs and has every language the slides need. */
export async function checkTesseract(options: RunOptions = {}): Promise<void> {
  const listed = (await runTesseract(['--list-langs'], options)).split('\n').map((line) => line.trim());
  const missing = LANGUAGES.filter((language) => !listed.includes(language));
  if (missing.length > 0) throw new SlideOcrMissingError(`Tesseract has no ${missing.join(', ')} language data: ${INSTALL_HINT}`);
}

/** The text Tesseract reads in the picture `png`, as it prints it: with every language, or English alone. */
export const readPicture = (png: string, options: RunOptions = {}, languages: readonly string[] = LANGUAGES): Promise<string> =>
  runTesseract([png, 'stdout', '-l', languages.join('+'), '--psm', PAGE_SEGMENTATION], options);
