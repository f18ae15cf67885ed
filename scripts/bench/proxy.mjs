// A compressing reverse proxy in front of the Hosting emulator: production Hosting serves
// text with Brotli or gzip, the emulator sends it raw, so without this Lighthouse would
// measure transfer sizes (and network time) no visitor sees.
import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** The encoding to answer with: Brotli when accepted (as Hosting does), else gzip, else none. */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = acceptEncoding.split(',').map((part) => part.split(';')[0].trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

export function compress(body, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : gzipSync(body, { level: 9 });
}

/**
 * Starts the proxy on a free port of 127.0.0.1 and resolves to its origin, a close
 * function and `bodyBytes(url)`: the size of the (compressed) body last sent for a URL.
 * Lighthouse's transfer sizes include HTTP/1.1 headers, over 1 KB a response here because
 * of the security headers; production answers over HTTP/2, whose header compression makes
 * repeated headers nearly free, so budgets count bodies. Compressed bodies are cached by
 * content, like a CDN's, so Brotli's highest level costs server time once, not every run.
 */
export function startCompressingProxy(target) {
  const upstream = new URL(target);
  const cache = new Map();
  const sentBytes = new Map();
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        const encoding = chooseEncoding(req.headers['accept-encoding']);
        const headers = { ...answer.headers };
        if (typeof headers.location === 'string') {
          headers.location = headers.location.replace(upstream.origin, origin());
        }
        const bodyless = req.method === 'HEAD' || [204, 304].includes(answer.statusCode);
        const path = req.url.split('?')[0];
        if (!encoding || bodyless || !compressible.test(type) || headers['content-encoding']) {
          if (headers['content-length']) sentBytes.set(path, Number(headers['content-length']));
          res.writeHead(answer.statusCode, headers);
          answer.pipe(res);
          return;
        }
        const parts = [];
        answer.on('data', (part) => parts.push(part));
        answer.on('end', () => {
          const body = Buffer.concat(parts);
          const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
          if (!cache.has(key)) cache.set(key, compress(body, encoding));
          const compressed = cache.get(key);
          sentBytes.set(path, compressed.length);
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          headers['content-encoding'] = encoding;
          headers['content-length'] = String(compressed.length);
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
          res.writeHead(answer.statusCode, headers);
          res.end(compressed);
        });
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`Proxy: ${target} did not answer (${error.message})`);
    });
    req.pipe(forward);
  });
  const origin = () => `http://127.0.0.1:${server.address().port}`;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: origin(),
        bodyBytes: (url) => {
          const { origin: requested, pathname } = new URL(url);
          return requested === origin() ? sentBytes.get(pathname) : undefined;
        },
        close: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(done));
        },
      }),
    );
  });
}
