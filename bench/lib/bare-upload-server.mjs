// The "limit" side of bench/upload.mjs: a bare Node HTTP server (not ours: no framework, no
// multipart, no database, no MD5) that takes the same chunks the console sends and writes each at
// its offset into one preallocated file, and a client that POSTs a file to it in the same
// chunking and concurrency. What the console's upload is compared against is then only what no
// server can avoid: the bytes over loopback HTTP and onto the disk once.
//   POST /<name>?n=<chunk, from 1>&count=<chunks>&size=<chunk bytes>   body: the chunk's bytes
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

/** Starts the server on 127.0.0.1:`port`, writing under `dir`; resolves to { close() }. */
export async function startBareUploadServer(dir, port) {
  const files = new Map();
  const open = (name, count, size) => {
    let fh = files.get(name);
    if (!fh) {
      fh = fs.promises.open(path.join(dir, name), 'w+').then(async (h) => {
        await h.truncate(count * size);
        return h;
      });
      files.set(name, fh);
    }
    return fh;
  };
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://bare');
      const name = url.pathname.slice(1).replace(/[^A-Za-z0-9._-]/g, '_') || 'upload';
      const n = Number(url.searchParams.get('n'));
      const count = Number(url.searchParams.get('count'));
      const size = Number(url.searchParams.get('size'));
      if (req.method !== 'POST' || !(n >= 1 && n <= count && size > 0)) {
        res.writeHead(400).end();
        return;
      }
      const fh = await open(name, count, size);
      let at = (n - 1) * size;
      for await (const buf of req) {
        let done = 0;
        while (done < buf.length) done += (await fh.write(buf, done, buf.length - done, at + done)).bytesWritten;
        at += buf.length;
      }
      if (n === count) await fh.truncate(at);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200}');
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    async close() {
      await new Promise((resolve) => server.close(resolve));
      for (const fh of files.values()) await (await fh).close();
    },
  };
}

/** POSTs `file` (of `total` bytes) to the bare server in chunks of `chunk` bytes, `inFlight` at a time. */
export async function bareUpload({ port, file, total, chunk, inFlight = 3, name = 'bare.bin' }) {
  const count = Math.ceil(total / chunk);
  const fd = fs.openSync(file, 'r');
  let next = 1;
  const worker = async () => {
    while (next <= count) {
      const n = next++;
      const len = Math.min(chunk, total - (n - 1) * chunk);
      const buf = Buffer.alloc(len);
      fs.readSync(fd, buf, 0, len, (n - 1) * chunk);
      const res = await fetch(`http://127.0.0.1:${port}/${name}?n=${n}&count=${count}&size=${chunk}`, { method: 'POST', body: buf });
      if (!res.ok) throw new Error(`bare chunk ${n}: ${res.status}`);
      await res.arrayBuffer();
    }
  };
  try {
    await Promise.all(Array.from({ length: inFlight }, worker));
  } finally {
    fs.closeSync(fd);
  }
}
