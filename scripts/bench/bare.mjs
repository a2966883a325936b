// The yardstick of the cached page rows: a bare Node HTTP server (its own process, as the web server is) answering
// the very bytes and headers the web server answered for a URL, from memory, with one writeHead and one end. What
// the web server does per cached answer beyond that (the cache lookup, the policy headers, the request id, the
// log line, the metrics) is the gap between the two rows, measured in the same run on the same machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** The child: serves the answer in the JSON file argv[2] on port argv[3], then says `listening`. */
const SERVER = `
const fs = require('node:fs');
const http = require('node:http');
const answer = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const headers = answer.headers;
http
  .createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  })
  .listen(0, '127.0.0.1', function () {
    process.stdout.write(String(this.address().port) + '\\n');
  });
`;

/** The raw answer (bytes as sent, still compressed) and its headers. */
function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Starts the bare server with what `url` answers to `headers` (asked twice: the second is the cached copy).
 * @returns {Promise<{ url: string, bytes: number, stop: () => Promise<void> }>}
 */
export async function startBareCopy(url, headers) {
  await rawAnswer(url, headers);
  const answer = await rawAnswer(url, headers);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  // Per-connection headers are the bare server's own.
  const kept = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !['connection', 'keep-alive', 'date'].includes(name)),
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-bare-'));
  const file = path.join(dir, 'answer.json');
  fs.writeFileSync(file, JSON.stringify({ headers: kept, body: answer.body.toString('base64') }));
  const child = spawn(process.execPath, ['-e', SERVER, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.stdout.once('data', (line) => resolve(Number(String(line).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}${new URL(url).pathname}`,
    bytes: answer.body.length,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
