/**
 * How the CMS and the web server write their log lines (docs/deployment.md, "Logs"): one JSON object per line,
 * except on a terminal in development, where a person reads them and gets one short readable line each.
 * Node only (`@cadmax/contract/env` re-exports it).
 */

/** Whether this process's lines are for a person: stdout is a terminal and this is not production. */
export const readableLogs = (
  stdout: { isTTY?: boolean } = process.stdout,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): boolean => Boolean(stdout.isTTY) && nodeEnv !== 'production';

/** Colour and cursor codes (chalk's, Strapi's): a JSON line is read by a machine, which would keep them as text. */
// eslint-disable-next-line no-control-regex
const ANSI = /[\u001b\u009b][[()#;?]*(?:\d{1,4}(?:;\d{0,4})*)?[\dA-ORZcf-nqry=><]/g;
export const withoutAnsi = (text: string): string => text.replace(ANSI, '');

/** The fields every JSON line of both processes has; a request's line adds method, route, path, status and ms. */
export interface LogLine {
  level: string;
  time: string;
  service: string;
  reqId?: string;
  msg?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

/** One JSON line as a person reads it: `12:04:05 cms GET /api/blog/get 200 3.1 ms`, or the level and message. */
export function readableLine(line: LogLine): string {
  const clock = typeof line.time === 'string' ? line.time.slice(11, 19) : '';
  const head = `${clock} ${line.service}`;
  if (line.method && line.status !== undefined) {
    const ms = typeof line.ms === 'number' ? ` ${line.ms.toFixed(1)} ms` : '';
    return `${head} ${line.method} ${line.path} ${line.status}${ms}${line.level === 'info' ? '' : ` (${line.level})`}`;
  }
  const error = line.err?.stack ?? line.err?.message;
  return `${head} ${line.level}: ${line.msg ?? ''}${error ? `\n${error}` : ''}`;
}

/** A pino destination that prints each JSON line readably (`readableLogs()`): pino formats, this only re-reads. */
export const readableDestination = (out: { write(text: string): unknown } = process.stdout) => ({
  write(json: string) {
    out.write(`${readableLine(JSON.parse(json) as LogLine)}\n`);
  },
});
