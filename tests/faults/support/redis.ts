/**
 * A throwaway redis-server on 127.0.0.1 (Debian's, installed with apt-get when missing, as CI
 * runs as root), without persistence; stop() ends its process group.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '../../../scripts/cms.mjs';
import { waitFor } from './cms';

export interface Redis {
  url: string;
  stop(): Promise<void>;
}

function redisServer(): string {
  const bin = '/usr/bin/redis-server';
  if (!existsSync(bin)) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'redis-server'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  return bin;
}

export async function startRedis(): Promise<Redis> {
  const port: number = await freePort();
  const child = spawn(
    redisServer(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { detached: true, stdio: 'ignore' },
  );
  await waitFor('redis-server', async () => {
    return new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // gone
      }
    },
  };
}
