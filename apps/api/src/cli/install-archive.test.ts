import { describe, expect, it } from 'vitest';
import { differencesFromManifest } from './compare-install-state';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type Manifest, TableDigest } from './install-archive';
import { type InstallState, inLoadOrder, type TableShape } from './read-install-state';

const digestOf = (lines: string[]) => {
  const digest = new TableDigest();
  for (const line of lines) digest.add(line);
  return digest;
};

describe('TableDigest', () => {
  it('does not depend on the order of the rows, but on each row, and counts repeated rows', () => {
    const rows = ['["1","a"]', '["2","b"]', '["3",null]'];
    const digest = digestOf(rows);
    expect(digest.rows).toBe(3);
    expect(digest.hex()).toMatch(/^[0-9a-f]{64}$/);
    expect(digestOf([...rows].reverse()).hex()).toBe(digest.hex());
    expect(digestOf(rows.slice(1)).hex()).not.toBe(digest.hex());
    expect(digestOf(['["1","a"]', '["2","b"]', '["3",""]']).hex()).not.toBe(digest.hex());
    expect(digestOf([...rows, rows[0]]).hex()).not.toBe(digestOf(rows).hex());
    expect(digestOf([]).hex()).toBe('0'.repeat(64));
  });
});

const table = (name: string, references: string[] = []): TableShape => ({
  name,
  columns: [{ name: 'id', type: 'integer' }],
  primaryKey: ['id'],
  hasAlwaysIdentity: false,
  references: references.map((referenced) => ({ constraint: `${name}_${referenced}_fk`, table: referenced })),
  deferredKeys: [],
});

describe('inLoadOrder', () => {
  it('puts every table after the tables it references, by name among equals', () => {
    const ordered = inLoadOrder([
      table('wallet_transactions', ['wallets', 'projects']),
      table('wallets', ['providers']),
      table('providers', ['users']),
      table('projects', ['users']),
      table('users'),
      table('zip_codes'),
    ]).map((t) => t.name);
    expect(ordered).toEqual(['users', 'zip_codes', 'projects', 'providers', 'wallets', 'wallet_transactions']);
  });

  it('loads tables that reference each other in a circle together, their keys between them deferred', () => {
    const ordered = inLoadOrder([
      table('albums', ['users', 'stored_files']),
      table('stored_files', ['users']),
      table('users', ['stored_files']),
      table('messages', ['messages', 'users']),
      table('zip_codes'),
    ]);
    expect(ordered.map((t) => [t.name, t.deferredKeys])).toEqual([
      ['stored_files', ['stored_files_users_fk']],
      ['users', ['users_stored_files_fk']],
      ['zip_codes', []],
      ['albums', []],
      ['messages', ['messages_messages_fk']],
    ]);
  });
});

describe('differencesFromManifest', () => {
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: '2026-11-28T00:00:00.000Z',
    source: { database: 'pglite', files: 'local' },
    migrations: { count: 20, lastCreatedAt: '1796200000000', lastTag: '0019_saved_searches' },
    tables: [
      { name: 'users', file: 'tables/users.jsonl', columns: [], rows: 2, digest: 'a'.repeat(64) },
      { name: 'wallets', file: 'tables/wallets.jsonl', columns: [], rows: 1, digest: 'b'.repeat(64) },
    ],
    sequences: [{ name: 'users_id_seq', lastValue: '2', isCalled: true }],
    wallets: [{ id: '1', providerId: '7', balanceCents: '5000', ledgerSumCents: '5000', ledgerLines: 3 }],
    files: [],
  };
  const same: InstallState = {
    migrations: { count: 20, lastCreatedAt: '1796200000000', lastTag: '0019_saved_searches' },
    tables: manifest.tables.map(({ name, rows, digest }) => ({ name, rows, digest })),
    sequences: manifest.sequences,
    wallets: manifest.wallets,
  };

  it('finds nothing when the state is the manifest’s', () => {
    expect(differencesFromManifest(manifest, same)).toEqual([]);
  });

  it('names each table, sequence and wallet that differs, in words and dollars', () => {
    const differences = differencesFromManifest(manifest, {
      migrations: { count: 19, lastCreatedAt: '1796100000000', lastTag: '0018_lead_pipelines' },
      tables: [
        { name: 'users', rows: 2, digest: 'c'.repeat(64) },
        { name: 'wallets', rows: 0, digest: '0'.repeat(64) },
        { name: 'extra', rows: 0, digest: '0'.repeat(64) },
      ],
      sequences: [{ name: 'users_id_seq', lastValue: '1', isCalled: false }],
      wallets: [{ id: '1', providerId: '7', balanceCents: '5000', ledgerSumCents: '2500', ledgerLines: 2 }],
    });
    expect(differences).toEqual([
      'migration level: 20 migrations (last 0019_saved_searches) in the archive, 19 migrations (last 0018_lead_pipelines) here',
      'table users: 2 rows as in the archive, but their contents differ',
      'table wallets: 1 row in the archive, 0 here',
      'table extra: here, not in the archive',
      'sequence users_id_seq: at 2 in the archive, 1 (unused) here',
      'wallet 1 (provider 7): ledger sum $50.00 in 3 lines in the archive, $25.00 in 2 lines here',
    ]);
  });

  it('reports a balance that differs and a wallet that is missing', () => {
    expect(
      differencesFromManifest(manifest, {
        ...same,
        wallets: [{ id: '1', providerId: '7', balanceCents: '4000', ledgerSumCents: '5000', ledgerLines: 3 }],
      }),
    ).toEqual(['wallet 1 (provider 7): balance $50.00 in the archive, $40.00 here']);
    expect(differencesFromManifest(manifest, { ...same, wallets: [] })).toEqual([
      'wallet 1 (provider 7): in the archive, missing here',
    ]);
  });
});
