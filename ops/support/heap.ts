/**
 * Reads a process's memory through Node's inspector (the process runs with --inspect on loopback):
 * forces a full garbage collection first, so what remains is what the process holds on to. Resident
 * memory alone also counts heap pages V8 keeps after a burst, which says nothing about a leak.
 */
import WebSocket from 'ws';

export interface Memory {
  heapUsed: number;
  rss: number;
}

export async function memoryAfterGc(inspectPort: number): Promise<Memory> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let id = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const mine = (id += 1);
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as {
          id?: number;
          result?: Record<string, unknown>;
          error?: { message: string };
        };
        if (message.id !== mine) return;
        socket.off('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    // Twice: the first pass can leave garbage that only a finalizer released.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const result = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse((result.result as { value: string }).value) as { heapUsed: number; rss: number };
    return { heapUsed: usage.heapUsed, rss: usage.rss };
  } finally {
    socket.close();
  }
}
