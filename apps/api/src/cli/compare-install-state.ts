// The import's check: what the target holds against what the archive's manifest says the source
// held. Each difference is one line of the report, in words and dollars.
import { formatCents } from '@homebid/contracts/wallet';
import type { Manifest } from './install-archive';
import type { InstallState } from './read-install-state';

const dollars = (cents: string) => formatCents(Number(cents));
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const levelOf = (level: { count: number; lastTag: string | null }) =>
  `${level.count} migrations${level.lastTag ? ` (last ${level.lastTag})` : ''}`;

/** Every way `state` differs from the manifest; empty when they agree. */
export function differencesFromManifest(manifest: Manifest, state: InstallState): string[] {
  const found: string[] = [];
  if (
    manifest.migrations.count !== state.migrations.count ||
    manifest.migrations.lastCreatedAt !== state.migrations.lastCreatedAt
  ) {
    found.push(`migration level: ${levelOf(manifest.migrations)} in the archive, ${levelOf(state.migrations)} here`);
  }

  const tables = new Map(state.tables.map((table) => [table.name, table]));
  for (const expected of manifest.tables) {
    const actual = tables.get(expected.name);
    tables.delete(expected.name);
    if (!actual) found.push(`table ${expected.name}: in the archive, missing here`);
    else if (actual.rows !== expected.rows) {
      found.push(`table ${expected.name}: ${plural(expected.rows, 'row')} in the archive, ${actual.rows} here`);
    } else if (actual.digest !== expected.digest) {
      found.push(
        `table ${expected.name}: ${plural(expected.rows, 'row')} as in the archive, but their contents differ`,
      );
    }
  }
  for (const extra of tables.values()) found.push(`table ${extra.name}: here, not in the archive`);

  const sequences = new Map(state.sequences.map((sequence) => [sequence.name, sequence]));
  for (const expected of manifest.sequences) {
    const actual = sequences.get(expected.name);
    if (!actual) found.push(`sequence ${expected.name}: in the archive, missing here`);
    else if (actual.lastValue !== expected.lastValue || actual.isCalled !== expected.isCalled) {
      found.push(
        `sequence ${expected.name}: at ${expected.lastValue}${expected.isCalled ? '' : ' (unused)'} in the archive, ` +
          `${actual.lastValue}${actual.isCalled ? '' : ' (unused)'} here`,
      );
    }
  }

  const wallets = new Map(state.wallets.map((wallet) => [wallet.id, wallet]));
  for (const expected of manifest.wallets) {
    const actual = wallets.get(expected.id);
    wallets.delete(expected.id);
    const name = `wallet ${expected.id} (provider ${expected.providerId})`;
    if (!actual) {
      found.push(`${name}: in the archive, missing here`);
      continue;
    }
    if (actual.ledgerSumCents !== expected.ledgerSumCents || actual.ledgerLines !== expected.ledgerLines) {
      found.push(
        `${name}: ledger sum ${dollars(expected.ledgerSumCents)} in ${plural(expected.ledgerLines, 'line')} in the archive, ` +
          `${dollars(actual.ledgerSumCents)} in ${plural(actual.ledgerLines, 'line')} here`,
      );
    }
    if (actual.balanceCents !== expected.balanceCents) {
      found.push(
        `${name}: balance ${dollars(expected.balanceCents)} in the archive, ${dollars(actual.balanceCents)} here`,
      );
    }
    if (actual.providerId !== expected.providerId) {
      found.push(`${name}: belongs to provider ${actual.providerId} here`);
    }
  }
  for (const extra of wallets.values()) found.push(`wallet ${extra.id}: here, not in the archive`);
  return found;
}
