/**
 * A redis-server of a test's own on `port` (nothing persisted), which the test stops, hangs and starts again to see
 * the CMS degrade and recover.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface RedisServer {
  url: string;
  /** Starts it; resolves once it answers PING. */
  start(): Promise<void>;
  /** SIGKILL, as a crash would. */
  stop(): Promise<void>;
  /** SIGSTOP: it holds its connections and answers nothing, as a hung server does. */
  hang(): void;
  /** SIGCONT after hang(). */
  resume(): void;
}

const ping = (port: number) =>
  new Promise<boolean>((resolve) => {
    const cli = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    cli.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    cli.on('exit', () => resolve(out.includes('PONG')));
  });

export function redisServer(port: number): RedisServer {
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let i = 0; i < 100; i += 1) {
        if (await ping(port)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('redis-server did not start');
    },
    async stop() {
      if (!running()) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      // A hung server takes its SIGKILL all the same.
      child!.kill('SIGKILL');
      await exited;
    },
    hang() {
      child!.kill('SIGSTOP');
    },
    resume() {
      if (running()) child!.kill('SIGCONT');
    },
  };
}
