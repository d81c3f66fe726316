import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mediaOrigin } from '../playback/media-host';
import { guardFileStreams } from '../storage/file-stream-guard';

/**
 * The page's Content-Security-Policy (docs/security.md "Browser policy"): scripts, requests and
 * media only from this site, and from the media origin when MEDIA_HOST_URL names one (hls.js and
 * the captions fetch connect to it); blob: for hls.js (MediaSource video, its worker) and
 * screenshots; inline styles because stitches injects its CSS at run time; no plug-ins, no
 * <base> elsewhere, and no framing by other sites (the app never frames itself), except the page
 * an LTI launch lands on, which its learning platform frames (server/http/lti/app-page.ts).
 */
export const contentSecurityPolicy = (mediaOrigin: string | null = null, frameAncestors = "'none'") => {
  const media = mediaOrigin === null ? '' : ` ${mediaOrigin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `media-src 'self' blob:${media}`,
    "worker-src 'self' blob:",
    `connect-src 'self'${media}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
};

/** The policy of a server whose media is its own. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Sent with the page and every file of it. */
const PAGE_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  // Share tokens live in the hash, which no Referer carries; the path alone stays on this site too.
  'referrer-policy': 'same-origin',
};

/** The built app's page, for a route that serves it under its own headers (the LTI launch's page); null without a build. */
export async function spaIndexHtml(spaDir: string | null): Promise<string | null> {
  if (!spaDir) return null;
  try {
    return await readFile(join(spaDir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/** The build's compressed copies (scripts/precompress.ts) and the extension naming each. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;

/**
 * Serves the built SPA (dist/). Hashed assets are cached for a year; index.html never, so a new
 * build reaches users on their next visit. A file is sent as its brotli or gzip copy made at
 * build time when the request accepts it (br first, with `Vary: Accept-Encoding`; identity and
 * its ranges otherwise); the copies are never routes of their own.
 */
export async function registerSpa(app: FastifyInstance, spaDir: string | null): Promise<boolean> {
  if (!spaDir || !existsSync(join(spaDir, 'index.html'))) return false;
  const policy = contentSecurityPolicy(mediaOrigin(app.deps.env));
  // Its own scope, so the file-stream guard covers exactly these files.
  await app.register(async (scope) => {
    guardFileStreams(scope);
    await scope.register(fastifyStatic, {
      root: spaDir,
      wildcard: false,
      // A list: with preCompressed, @fastify/static looks a directory's index up only in a list.
      index: ['index.html'],
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, sentPath) {
        const path = sentPath.replace(COMPRESSED_COPY, '');
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        reply.headers(PAGE_HEADERS);
        if (path.endsWith('.html')) reply.header('content-security-policy', policy);
      },
    });
  });
  return true;
}
