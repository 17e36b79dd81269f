// `npm run admin -- export --out DIR`: the configured install (its database and its stored files)
// written to a new archive directory that `import` loads elsewhere (see install-archive.ts). The
// database is read in one read-only, repeatable-read transaction, so the rows, the sequences and the
// ledger figures are one moment's. The archive is read back and checked before the command says done.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { formatCents } from '@homebid/contracts/wallet';
import type { DatabaseHandle } from '@homebid/db/client';
import type { FileStore } from '../lib/storage/file-store';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  bullets,
  type Manifest,
  type ManifestFile,
  type ManifestTable,
  storedFilePath,
  summaryOf,
  TableDigest,
  tableFileOf,
  writeManifest,
} from './install-archive';
import {
  forEachRowLine,
  listTables,
  readMigrationLevel,
  readSequences,
  readWallets,
  useExactTextForms,
} from './read-install-state';

export interface ExportInstallOptions {
  handle: DatabaseHandle;
  store: FileStore;
  /** The archive directory: absent or empty. */
  out: string;
  print: (line: string) => void;
}

/** Writes the archive and checks it; answers its manifest. Throws when it cannot, saying why. */
export async function exportInstall({ handle, store, out, print }: ExportInstallOptions): Promise<Manifest> {
  const existing = await readdir(out).catch(() => null);
  if (existing?.length) throw new Error(`${out} is not empty: export writes a new archive directory`);
  await mkdir(join(out, 'tables'), { recursive: true });
  await mkdir(join(out, 'files'), { recursive: true });

  const database = await handle.db.transaction(
    async (tx) => {
      await useExactTextForms(tx);
      const tables: ManifestTable[] = [];
      for (const table of await listTables(tx)) {
        const file = tableFileOf(table.name);
        const digest = new TableDigest();
        const output = createWriteStream(join(out, file));
        await forEachRowLine(tx, table, async (line) => {
          digest.add(line);
          if (!output.write(`${line}\n`)) await once(output, 'drain');
        });
        output.end();
        await once(output, 'finish');
        tables.push({ name: table.name, file, columns: table.columns, rows: digest.rows, digest: digest.hex() });
      }
      return {
        migrations: await readMigrationLevel(tx),
        tables,
        sequences: await readSequences(tx),
        wallets: await readWallets(tx),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const files: ManifestFile[] = [];
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  for (const key of keys.sort()) {
    const object = await store.get(key);
    const path = storedFilePath(out, key);
    await mkdir(dirname(path), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    await pipeline(
      object.body,
      async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          hash.update(chunk);
          size += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(path),
    );
    files.push({ key, size, sha256: hash.digest('hex'), contentType: object.contentType });
  }

  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: new Date().toISOString(),
    source: { database: handle.kind, files: store.kind },
    ...database,
    files,
  };
  const problems = await checkArchive(out, manifest);
  if (problems.length) {
    throw new Error(`The archive written to ${out} does not read back as exported:\n${bullets(problems)}`);
  }
  await writeManifest(out, manifest);

  for (const wallet of manifest.wallets) {
    if (wallet.ledgerSumCents !== wallet.balanceCents) {
      print(
        `Note: wallet ${wallet.id} (provider ${wallet.providerId}) has a balance of ${formatCents(Number(wallet.balanceCents))} ` +
          `but a ledger sum of ${formatCents(Number(wallet.ledgerSumCents))} here already; the archive keeps both as they are.`,
      );
    }
  }
  for (const line of summaryOf(manifest)) print(line);
  print(`Exported to ${out}; the archive was read back and matches what was exported.`);
  return manifest;
}

/** Re-reads the written tables and files and answers every way they differ from the manifest. */
async function checkArchive(dir: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const table of manifest.tables) {
    const digest = new TableDigest();
    const lines = createInterface({
      input: createReadStream(join(dir, table.file)),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) if (line) digest.add(line);
    if (digest.rows !== table.rows || digest.hex() !== table.digest) {
      problems.push(`${table.file}: ${digest.rows} rows read back, ${table.rows} written`);
    }
  }
  for (const file of manifest.files) {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of createReadStream(storedFilePath(dir, file.key)) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
    if (size !== file.size || hash.digest('hex') !== file.sha256) problems.push(`files/${file.key}: not as stored`);
  }
  return problems;
}
