// The built server (dist/server.js) as a separate process for tests, as production runs it: on a free port
// (PORT=0; the address is read from its start-up log line), with the environment the test gives. Waits until
// every app process of it (WORKERS) has logged that it serves, and stops it with SIGTERM.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SERVER_ENTRY = path.resolve('dist/server.js');

export interface ServerProcess {
  /** http://127.0.0.1:port */
  base: string;
  /** The process ids of the app processes that logged that they serve (one, or WORKERS). */
  pids: number[];
  child: ChildProcess;
  /** Everything the process wrote (standard output and error). */
  output(): string;
  /** SIGTERM, then the exit code once the process has gone. */
  stop(): Promise<number | null>;
}

/** Starts the built server; `processes` is how many "draait op" lines to wait for (WORKERS). */
export async function startServerProcess(
  env: Record<string, string>,
  { processes = 1, timeoutMs = 60_000 } = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build first`);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lw-server-')),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const serving = new Map<number, number>();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of chunk.toString().split('\n')) {
        const port = /draait op http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(line)?.[1];
        const pid = /"pid":(\d+)/.exec(line)?.[1];
        if (port && pid) serving.set(Number(pid), Number(port));
      }
      if (serving.size >= processes) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
  const port = [...serving.values()][0]!;
  return {
    base: `http://127.0.0.1:${port}`,
    pids: [...serving.keys()],
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
