/**
 * The real `sangdam serve` in a child process, run from source through tsx, so
 * multi-instance and crash tests exercise exactly what an operator starts.
 * Killing it with SIGKILL is a real crash: no shutdown hook runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** SIGKILL: the process dies mid-request, as in a crash. */
  crash(): Promise<void>;
  /** SIGTERM: the graceful shutdown path. */
  stop(): Promise<void>;
}

const cli = path.resolve('src/cli/main.ts');
const ready = /^sangdam (http:\/\/127\.0\.0\.1:\d+) — store:/m;

export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 45_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, 'serve', '--port', '0'], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SANGDAM_LLM: 'none', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`sangdam serve did not start within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    const onData = () => {
      const match = ready.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sangdam serve exited with ${code} before it was ready:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, output: () => output, crash: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
