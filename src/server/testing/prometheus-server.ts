import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface PrometheusSample {
  labels: Record<string, string>;
  value: number;
}

/**
 * A real Prometheus server (Debian's `prometheus`) for a test, on 127.0.0.1, scraping one target every second
 * with a bearer token, its data in a temporary folder. `query` asks its HTTP API (`/api/v1/query`).
 */
export async function startPrometheus(target: { address: string; path: string; token?: string }) {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'stride-prometheus-'));
  const config = [
    'global:',
    '  scrape_interval: 1s',
    '  scrape_timeout: 1s',
    'scrape_configs:',
    '  - job_name: stride',
    `    metrics_path: ${target.path}`,
    ...(target.token ? ['    authorization:', `      credentials: ${target.token}`] : []),
    '    static_configs:',
    `      - targets: ['${target.address}']`,
    '',
  ].join('\n');
  await writeFile(path.join(dir, 'prometheus.yml'), config);
  const proc: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${path.join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  proc.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`prometheus exited (${proc.exitCode}): ${log}`);
    const ready = await fetch(`${base}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`prometheus did not get ready: ${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  async function query(expr: string): Promise<PrometheusSample[]> {
    const res = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(expr)}`);
    const body = (await res.json()) as {
      status: string;
      error?: string;
      data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    if (body.status !== 'success') throw new Error(`query ${expr} failed: ${body.error}`);
    return (body.data?.result ?? []).map((r) => ({ labels: r.metric, value: Number(r.value[1]) }));
  }

  return {
    url: base,
    query,
    /** waits until the query answers at least one sample the check accepts (Prometheus scrapes every second) */
    async waitFor(
      expr: string,
      check: (s: PrometheusSample[]) => boolean = (s) => s.length > 0,
      ms = 20_000,
    ) {
      const end = Date.now() + ms;
      for (;;) {
        const samples = await query(expr);
        if (check(samples)) return samples;
        if (Date.now() > end) throw new Error(`${expr} never held; last: ${JSON.stringify(samples)}\n${log}`);
        await new Promise((r) => setTimeout(r, 300));
      }
    },
    async stop() {
      if (proc.exitCode === null) {
        const exited = new Promise((resolve) => proc.once('exit', resolve));
        proc.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
