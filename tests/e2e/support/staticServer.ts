/**
 * A throwaway static server for the built app (dist/), for tests that must change what the
 * server sends mid-test (a new sw.js). Playwright's routing cannot do that: the browser's
 * service-worker update check fetches sw.js outside any page or worker it can intercept.
 * Text files are gzipped for a client that accepts it, as `npm start`'s server (vite preview,
 * with @polka/compression: text types, 1 kB and up) and any static host send them, so the
 * load benchmarks time the bytes a player's browser receives.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** What vite preview's compression leaves alone: small bodies and types that are not text. */
const COMPRESS_FROM = 1024;
const TEXT = /text|javascript|\/json|xml/i;

/** A running server: its origin, a hook to change responses, and close(). */
export interface DistServer {
  readonly origin: string;
  /** Changes the body served for a path from now on (e.g. '/sw.js'); null restores it. */
  override(path: string, edit: ((body: string) => string) | null): void;
  close(): Promise<void>;
}

/** Starts serving dist/ on a free localhost port; returns the running server. */
export async function serveDist(root = process.env.PW_DIST ?? 'dist'): Promise<DistServer> {
  const edits = new Map<string, (body: string) => string>();
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path === '/' ? '/index.html' : path;
    const full = normalize(join(root, file));
    if (!full.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    try {
      let body: Buffer | string = await readFile(full);
      const edit = edits.get(file);
      if (edit) body = edit(body.toString('utf8'));
      const type = TYPES[extname(full)] ?? 'application/octet-stream';
      const gzip =
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
        TEXT.test(type) &&
        Buffer.byteLength(body) >= COMPRESS_FROM;
      res.writeHead(200, {
        'content-type': type,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(body) : body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    override(path, edit) {
      if (edit) edits.set(path, edit);
      else edits.delete(path);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
