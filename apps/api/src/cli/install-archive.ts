// The install archive that `npm run admin -- export` writes and `import` reads: a directory with
// manifest.json (what the install held, to check a copy against), tables/<table>.jsonl (each row one
// JSON array of its columns' text forms, in the order the manifest lists the columns) and
// files/<key> (the stored uploads, byte for byte).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatCents } from '@homebid/contracts/wallet';
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'homebid-install-archive';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';

const ZCount = z.number().int().min(0);

const ZManifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  createdAt: z.string(),
  source: z.object({ database: z.enum(['pglite', 'postgres']), files: z.enum(['local', 's3']) }),
  /** The database's migration level: how many migrations ran, and the last one's journal time and tag. */
  migrations: z.object({ count: ZCount, lastCreatedAt: z.string().nullable(), lastTag: z.string().nullable() }),
  /** Every table of schema public, parents before the tables that reference them (the load order). */
  tables: z.array(
    z.object({
      name: z.string().min(1),
      file: z.string().min(1),
      columns: z.array(z.object({ name: z.string().min(1), type: z.string().min(1) })).min(1),
      rows: ZCount,
      /** The rows' digest, whatever their order: see `TableDigest`. */
      digest: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string(), isCalled: z.boolean() })),
  /** Each wallet's balance and its ledger: lines, and credits less debits, in cents. */
  wallets: z.array(
    z.object({
      id: z.string(),
      providerId: z.string(),
      balanceCents: z.string(),
      ledgerSumCents: z.string(),
      ledgerLines: ZCount,
    }),
  ),
  files: z.array(
    z.object({
      key: z.string().min(1),
      size: ZCount,
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
      contentType: z.string(),
    }),
  ),
});

export type Manifest = z.infer<typeof ZManifest>;
export type ManifestTable = Manifest['tables'][number];
export type ManifestWallet = Manifest['wallets'][number];
export type ManifestSequence = Manifest['sequences'][number];
export type ManifestFile = Manifest['files'][number];

/** Where a table's rows live inside the archive. */
export const tableFileOf = (table: string) => `tables/${table}.jsonl`;
/** Where a stored file lives inside the archive (keys are relative paths without `..`: see `isValidKey`). */
export const storedFilePath = (dir: string, key: string) => join(dir, 'files', key);

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Reads and checks the manifest; throws a message an operator can act on. */
export async function readManifest(dir: string): Promise<Manifest> {
  const path = join(dir, MANIFEST_FILE);
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) throw new Error(`${path} is missing: not an archive written by npm run admin -- export`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not valid JSON`);
  }
  const parsed = ZManifest.safeParse(json);
  if (!parsed.success) {
    const problem = parsed.error.issues[0];
    throw new Error(`${path} is not a HomeBid archive manifest (${problem?.path.join('.')}: ${problem?.message})`);
  }
  for (const table of parsed.data.tables) {
    if (table.file !== tableFileOf(table.name)) throw new Error(`${path}: table ${table.name} names another file`);
  }
  return parsed.data;
}

const DIGEST_MASK = (1n << 256n) - 1n;

/**
 * A table's content as one value that does not depend on row order: the sum, modulo 2^256, of each
 * row line's SHA-256 (a repeated row counts twice). The export and the import's check compute it the
 * same way from the same text forms, so a row lost, added or changed anywhere changes it.
 */
export class TableDigest {
  rows = 0;
  private sum = 0n;

  add(line: string): void {
    this.rows++;
    this.sum = (this.sum + BigInt(`0x${sha256(line)}`)) & DIGEST_MASK;
  }

  hex(): string {
    return this.sum.toString(16).padStart(64, '0');
  }
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export const bullets = (lines: string[]) => lines.map((line) => `  - ${line}`).join('\n');

/** What an archive holds, in a few lines (both commands print it). */
export function summaryOf(manifest: Manifest): string[] {
  const rowCount = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const balances = manifest.wallets.reduce((sum, wallet) => sum + Number(wallet.balanceCents), 0);
  const ledger = manifest.wallets.reduce((sum, wallet) => sum + Number(wallet.ledgerSumCents), 0);
  const lines = manifest.wallets.reduce((sum, wallet) => sum + wallet.ledgerLines, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  return [
    `Database: ${manifest.migrations.count} migrations (last ${manifest.migrations.lastTag ?? manifest.migrations.lastCreatedAt ?? 'none'}), ` +
      `${manifest.tables.length} tables, ${rowCount} rows, ${manifest.sequences.length} sequences.`,
    `Wallets: ${manifest.wallets.length}, balances ${formatCents(balances)}, ledger ${formatCents(ledger)} in ${lines} lines.`,
    `Files: ${manifest.files.length}, ${bytes} bytes.`,
  ];
}
