// Local stand-ins for managed PostgreSQL and Redis: TLS with a certificate of a throw-away CA, and a
// password. Started from the machine's binaries; a missing binary fails the test with what to install.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A port nobody listens on now (the OS's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function requireBinary(path: string | undefined, what: string, install: string): string {
  if (!path || !existsSync(path)) throw new Error(`${what} is not installed (${install}); this test needs it`);
  return path;
}

/** The newest PostgreSQL's server binaries (Debian's layout: /usr/lib/postgresql/<major>/bin). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  const bin = newest && join(root, newest, 'bin');
  requireBinary(bin && join(bin, 'initdb'), `PostgreSQL's initdb (${root}/*/bin)`, 'apt-get install -y postgresql');
  return bin as string;
}

export interface TestCertificates {
  dir: string;
  /** The CA that signed the servers' certificate. */
  caFile: string;
  /** Another CA, which signed nothing the servers show. */
  otherCaFile: string;
  certFile: string;
  keyFile: string;
}

/** A CA and a server certificate for localhost and 127.0.0.1 signed by it, made with the openssl CLI. */
export async function makeCertificates(dir: string): Promise<TestCertificates> {
  const openssl = requireBinary('/usr/bin/openssl', 'openssl', 'apt-get install -y openssl');
  await mkdir(dir, { recursive: true });
  const file = (name: string) => join(dir, name);
  const run = (...args: string[]) => execFileSync(openssl, args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  run('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '2', '-subj', '/CN=HomeBid test CA');
  run('req', '-x509', ...ec, '-keyout', 'other.key', '-out', 'other.crt', '-days', '2', '-subj', '/CN=Another CA');
  run('req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
  await writeFile(file('server.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  run(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.crt',
    '-days',
    '2',
    '-extfile',
    'server.ext',
  );
  // PostgreSQL refuses a key others may read.
  await chmod(file('server.key'), 0o600);
  return {
    dir,
    caFile: file('ca.crt'),
    otherCaFile: file('other.crt'),
    certFile: file('server.crt'),
    keyFile: file('server.key'),
  };
}

export interface StandIn {
  port: number;
  /** The connection URL with these credentials (the stand-in's own when not given). */
  url(credentials?: { user?: string; password?: string }): string;
  close(): Promise<void>;
}

const started = (child: ChildProcess, log: () => string, what: string) =>
  new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready:\n${log()}`))),
  );

async function stop(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Who runs PostgreSQL: root may not, so root hands it to the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error('PostgreSQL will not run as root and there is no postgres user to run it as');
  }
}

async function chownTree(path: string, owner: { uid: number; gid: number }) {
  await chown(path, owner.uid, owner.gid);
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) await chownTree(child, owner);
    else await chown(child, owner.uid, owner.gid);
  }
}

export const POSTGRES_USER = 'homebid';
export const POSTGRES_DATABASE = 'homebid';

/**
 * A PostgreSQL cluster of its own on a free port: TLS on (the certificates'), and only TLS
 * connections with the password (scram-sha-256) accepted. Its URL asks for sslmode=verify-full.
 */
export async function startTlsPostgres(certs: TestCertificates, password: string): Promise<StandIn> {
  const bin = postgresBin();
  const owner = postgresUser();
  const dir = await mkdtemp(join(tmpdir(), 'homebid-tls-postgres-'));
  const dataDir = join(dir, 'data');
  const serverCert = join(dir, 'server.crt');
  const serverKey = join(dir, 'server.key');
  await writeFile(join(dir, 'password'), `${password}\n`);
  await copyFile(certs.certFile, serverCert);
  await copyFile(certs.keyFile, serverKey);
  await chmod(serverKey, 0o600);
  if (owner) await chownTree(dir, owner);
  const asOwner = owner ?? {};
  execFileSync(
    join(bin, 'initdb'),
    [
      '-D',
      dataDir,
      '-U',
      POSTGRES_USER,
      `--pwfile=${join(dir, 'password')}`,
      '--auth=scram-sha-256',
      '--no-sync',
      '--no-instructions',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
    ],
    { ...asOwner, stdio: 'pipe' },
  );
  await writeFile(
    join(dataDir, 'pg_hba.conf'),
    'hostssl all all 127.0.0.1/32 scram-sha-256\nhostnossl all all 127.0.0.1/32 reject\n',
  );
  if (owner) await chown(join(dataDir, 'pg_hba.conf'), owner.uid, owner.gid);
  const port = await freePort();
  let log = '';
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `port=${port}`,
      '-c',
      `unix_socket_directories=${dir}`,
      '-c',
      'ssl=on',
      '-c',
      `ssl_cert_file=${serverCert}`,
      '-c',
      `ssl_key_file=${serverKey}`,
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
    ],
    { ...asOwner, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = ({ user = POSTGRES_USER, password: secret = password } = {}) =>
    `postgres://${user}:${encodeURIComponent(secret)}@localhost:${port}/${POSTGRES_DATABASE}?sslmode=verify-full`;
  const close = async () => {
    await stop(child, 'SIGINT');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([
      started(child, () => log, 'postgres'),
      (async () => {
        const admin = `postgres://${POSTGRES_USER}:${encodeURIComponent(password)}@localhost:${port}/postgres`;
        await retry(async () => {
          const client = new pg.Client({ connectionString: admin, ssl: { ca: await readFile(certs.caFile, 'utf8') } });
          client.on('error', () => {});
          await client.connect();
          try {
            await client.query(`create database ${POSTGRES_DATABASE}`);
          } finally {
            await client.end();
          }
        }, `postgres on port ${port} did not accept connections:\n${log}`);
      })(),
    ]);
  } catch (error) {
    await close();
    throw error;
  }
  return { port, url, close };
}

/** A redis-server of its own on a free port, TLS only, with a password. */
export async function startTlsRedis(certs: TestCertificates, password: string): Promise<StandIn> {
  const binary = requireBinary('/usr/bin/redis-server', 'redis-server', 'apt-get install -y redis-server');
  const port = await freePort();
  let log = '';
  const child = spawn(
    binary,
    [
      '--port',
      '0',
      '--tls-port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--tls-cert-file',
      certs.certFile,
      '--tls-key-file',
      certs.keyFile,
      '--tls-ca-cert-file',
      certs.caFile,
      '--tls-auth-clients',
      'no',
      '--requirepass',
      password,
      '--save',
      '',
      '--appendonly',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const ready = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      log += chunk;
      if (log.includes('Ready to accept connections')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  });
  const close = () => stop(child, 'SIGTERM');
  try {
    await Promise.race([
      started(child, () => log, 'redis-server (built without TLS?)'),
      ready,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`redis-server was not ready within 10 s:\n${log}`)), 10_000),
      ),
    ]);
  } catch (error) {
    await close();
    throw error;
  }
  const url = ({ user = 'default', password: secret = password } = {}) =>
    `rediss://${user}:${encodeURIComponent(secret)}@localhost:${port}`;
  return { port, url, close };
}

async function retry(work: () => Promise<void>, failure: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (Date.now() > until) throw new Error(`${failure}\n${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
