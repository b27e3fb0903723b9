// HAProxy in front of the storefronts and of the commerce processes (Debian's `haproxy`).
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ensureBinary } from './debian';

export interface BalancerPorts {
  /** Shoppers' entry: the storefronts behind it. */
  storefront: number;
  storefronts: number[];
  /** The storefronts' commerce URL: the commerce processes behind it. */
  commerce: number;
  commerces: number[];
}

/**
 * The configuration. What keeps a shopper's request from failing when a process stops:
 * - health checks every second (every 500 ms once one failed), down after 3 failures (commerce's
 *   /healthz answers 503 while it drains on SIGTERM; a storefront's listener closes at once), and
 *   down at once when a shopper's request finds its connection refused or failed (observe layer4);
 * - `retries 3` with `option redispatch 1`: a connection refused (a process that just died) is
 *   retried on the other server;
 * - `retry-on conn-failure empty-response junk-response`: a request whose connection closed
 *   before any answer (a process killed while it had the request) is sent again to the other
 *   server. HAProxy replays only what it still holds in its buffer, so a large upload that was
 *   streamed is not replayed.
 */
export function haproxyConfig(ports: BalancerPorts, statsSocket: string): string {
  const servers = (prefix: string, list: number[], options: string) =>
    [
      ...list.map((p, i) => `  server ${prefix}${i + 1} 127.0.0.1:${p} check ${options}`),
      ...list.map((p, i) => `  server ${prefix}${i + 1}-open 127.0.0.1:${p} backup ${options}`),
    ].join('\n');
  return `# Written by scripts/cluster/haproxy.ts
global
  maxconn 4096
  stats socket ${statsSocket} mode 600 level admin
  log stdout format short local0 info

defaults
  mode http
  log global
  option httplog
  # Only errors and retried requests are logged.
  option dontlog-normal
  option http-keep-alive
  option forwardfor
  timeout connect 2s
  # Idle client connections stay open 70 s, past commerce's own 65 s: Next's rewrite proxy keeps
  # its idle sockets with no time-out of its own, and a request sent on one as the balancer closed
  # it failed ("socket hang up", README "Images through the storefront's proxy").
  timeout client 75s
  timeout http-keep-alive 70s
  timeout server 30s
  timeout http-request 10s
  timeout queue 30s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response
  # A busy process may take a while to answer its check: only 3 checks failing in a row (or a
  # refused connection, at once) take it out. A request the balancer sends it meanwhile and that
  # finds it dead is retried on the other one.
  timeout check 5s
  # Passive check: the first refused or failed connection of real traffic marks the server down
  # at once (the checks alone took 2 s, and meanwhile a dead server with free slots drew every
  # retry: 4,153 shoppers got the balancer's 503 in the cluster bench of 2026-11-27).
  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 2 observe layer4 error-limit 1 on-error mark-down

frontend storefront
  bind 127.0.0.1:${ports.storefront}
  default_backend storefronts

backend storefronts
  balance roundrobin
  option allbackups
  option httpchk
  http-check send meth GET uri /robots.txt
${servers('storefront', ports.storefronts, 'maxconn 8')}

frontend commerce
  bind 127.0.0.1:${ports.commerce}
  default_backend commerces

backend commerces
  balance leastconn
  option allbackups
  option httpchk
  http-check send meth GET uri /healthz
${servers('commerce', ports.commerces, 'maxconn 16')}
`;
}

export interface RunningBalancer {
  child: ChildProcess;
  statsSocket: string;
  stop(): Promise<void>;
}

export async function startHaproxy(
  ports: BalancerPorts,
  dir: string,
  logFile?: string,
): Promise<RunningBalancer> {
  const bin = ensureBinary('haproxy', 'haproxy');
  const statsSocket = join(dir, 'haproxy.sock');
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig(ports, statsSocket));
  const check = spawn(bin, ['-c', '-q', '-f', cfg], { stdio: 'inherit' });
  const valid = await new Promise<number | null>((r) => check.once('exit', r));
  if (valid !== 0) throw new Error(`haproxy refused ${cfg}`);
  const out = logFile ? openSync(logFile, 'a') : 'inherit';
  // -db: stay in the foreground, a child of ours that ends with us.
  const child = spawn(bin, ['-db', '-f', cfg], { stdio: ['ignore', out, out] });
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode})`);
    const res = await fetch(`http://127.0.0.1:${ports.storefront}/robots.txt`).catch(() => null);
    return res?.ok === true;
  }, 30_000);
  return { child, statsSocket, stop: () => stopChild(child) };
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process is gone. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}

/** Polls until the check is true; throws after the deadline. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms`);
}

/** One command on HAProxy's stats socket (`show stat`, `disable server ...`): its whole answer. */
export function haproxyCommand(statsSocket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ path: statsSocket });
    let data = '';
    socket.setTimeout(5000, () => socket.destroy(new Error('haproxy stats socket time-out')));
    socket.on('connect', () => socket.write(`${command}\n`));
    socket.on('data', (chunk) => {
      data += chunk.toString('utf8');
    });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}
