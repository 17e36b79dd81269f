// What the fleet's processes share: a PostgreSQL database (created when missing; the first process
// to start migrates it), Redis, and an S3-compatible store (the operator's, or s3rver started here).
import { existsSync, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { bundleLikeTheApi } from '../bundle-like-the-api.mjs';
import { root } from '../setup.mjs';

/**
 * packages/db's postgresConnection, bundled as the API's build does: the fleet connects with the
 * processes' own settings (sslmode, DATABASE_CA_FILE).
 */
async function loadPostgresConnection() {
  // Beside the build, where its npm dependencies resolve; removed once imported.
  const outfile = join(root, `apps/api/dist/fleet-connection-${process.pid}.mjs`);
  await bundleLikeTheApi({
    stdin: { contents: "export { postgresConnection } from '@homebid/db/connection';", resolveDir: root, loader: 'ts' },
    outfile,
  });
  try {
    return (await import(outfile)).postgresConnection;
  } finally {
    await rm(outfile, { force: true });
  }
}

/** Creates the database DATABASE_URL names when its server answers but the database is missing. */
export async function ensureDatabase(databaseUrl, caFile = process.env.DATABASE_CA_FILE || undefined) {
  const { default: pg } = await import('pg');
  const postgresConnection = await loadPostgresConnection();
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  const where = `${url.hostname}:${url.port || 5432}`;
  const client = new pg.Client({ ...postgresConnection(databaseUrl, caFile), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return 'exists';
  } catch (error) {
    if (error.code !== '3D000') {
      throw new Error(`PostgreSQL at ${where} does not answer (${error.message}): start it or set DATABASE_URL.`);
    }
  }
  url.pathname = '/postgres';
  const admin = new pg.Client({ ...postgresConnection(url.toString(), caFile), connectionTimeoutMillis: 3000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }
  return 'created';
}

/** Redis answers PING at REDIS_URL (a TLS URL is left to the processes, which check it as they start). */
export function checkRedis(redisUrl) {
  const url = new URL(redisUrl);
  if (url.protocol === 'rediss:') return Promise.resolve();
  const where = `${url.hostname}:${url.port || 6379}`;
  return new Promise((resolve, reject) => {
    const fail = (why) =>
      reject(
        new Error(
          `Redis at ${where} ${why}: start it (sudo apt-get install -y redis-server, or redis-server --daemonize yes) or set REDIS_URL.`,
        ),
      );
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) });
    socket.setTimeout(3000, () => {
      socket.destroy();
      fail('does not answer');
    });
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      socket.destroy();
      // -NOAUTH: it answers and wants the password, which the processes send from the URL.
      if (/^(\+PONG|-NOAUTH)/.test(String(chunk))) resolve();
      else fail(`answered ${JSON.stringify(String(chunk).trim())} to PING`);
    });
    socket.on('error', (error) => fail(`does not answer (${error.message})`));
  });
}

export const LOCAL_S3_BUCKET = 'homebid-files';
/** s3rver accepts this fixed key pair. */
const LOCAL_S3_KEY = 'S3RVER';

/** The command that runs s3rver on 127.0.0.1:port with its data in `directory` and the bucket made. */
export function localS3Command(root, directory, port) {
  const bin = join(root, 'node_modules', 's3rver', 'bin', 's3rver.js');
  if (!existsSync(bin)) {
    throw new Error(
      's3rver (a development dependency) is not installed: run npm ci, or set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to your S3-compatible store.',
    );
  }
  mkdirSync(directory, { recursive: true });
  return {
    args: [bin, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '-s', '--configure-bucket', LOCAL_S3_BUCKET],
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: LOCAL_S3_BUCKET,
      S3_ACCESS_KEY_ID: LOCAL_S3_KEY,
      S3_SECRET_ACCESS_KEY: LOCAL_S3_KEY,
    },
  };
}
