import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../src');
const modulesDir = join(src, 'modules');

/** Every source file (tests excluded) under `dir`, with its text. */
function sourceFiles(dir: string) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => ({ path: relative(src, join(dir, file)), text: readFileSync(join(dir, file), 'utf8') }));
}

/** Which other modules each module imports (through its front door or not). */
function moduleImports() {
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const graph = new Map<string, Set<string>>();
  for (const name of modules) {
    const uses = new Set<string>();
    for (const { text } of sourceFiles(join(modulesDir, name))) {
      for (const [, target] of text.matchAll(/from '\.\.\/([\w-]+)(?:\/[^']*)?'/g)) {
        if (target && target !== name && modules.includes(target)) uses.add(target);
      }
    }
    graph.set(name, uses);
  }
  return graph;
}

/** One import circle as `a -> b -> a`, or null when the graph has none. */
function findCircle(graph: Map<string, Set<string>>): string | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string): string | null => {
    const at = path.indexOf(name);
    if (at >= 0) return [...path.slice(at), name].join(' -> ');
    if (done.has(name)) return null;
    path.push(name);
    for (const next of graph.get(name) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    path.pop();
    done.add(name);
    return null;
  };
  for (const name of graph.keys()) {
    const circle = visit(name);
    if (circle) return circle;
  }
  return null;
}

/** The files under apps/api/src that define `name` as a function. */
function definitionsOf(name: string) {
  const definition = new RegExp(`(function ${name}\\b|const ${name}\\s*=)`);
  return sourceFiles(src)
    .filter(({ text }) => definition.test(text))
    .map(({ path }) => path);
}

describe('API module graph', () => {
  it('has no import circle between modules (each imports only modules below it)', () => {
    expect(findCircle(moduleImports())).toBeNull();
  });

  it('defines each shared request helper once, in the module below its users', () => {
    expect(definitionsOf('providerIdOf')).toEqual(['modules/sessions/provider-id.ts']);
    expect(definitionsOf('findOwnProvider')).toEqual(['modules/sessions/find-own-provider.ts']);
    expect(definitionsOf('avatarUrls')).toEqual(['modules/files/avatar-urls.ts']);
  });

  it('keeps the lead in one module: price, card, purchase by wallet or card, refunds (the wallet keeps the ledger)', () => {
    const leadFiles: Record<string, string> = {
      leadPriceFor: 'lead-price.ts',
      loadLeadCard: 'lead-card.ts',
      purchaseLeadFromWallet: 'purchase-lead.ts',
      recordLeadPurchase: 'purchase-lead.ts',
      initiateLeadPayment: 'pay-lead-by-card.ts',
      confirmLeadPayment: 'pay-lead-by-card.ts',
      settleStuckLeadPayments: 'settle-stuck-lead-payments.ts',
      requestRefund: 'request-refund.ts',
      matchRefundRule: 'refund-rules.ts',
      refundLeadsOnHire: 'refund-leads-on-hire.ts',
      settleOwedCardRefunds: 'refund-to-card.ts',
    };
    for (const [name, file] of Object.entries(leadFiles)) {
      expect(definitionsOf(name), name).toEqual([`modules/leads/${file}`]);
    }
    const graph = moduleImports();
    expect([...(graph.get('projects') ?? [])]).not.toContain('wallet');
    expect([...(graph.get('projects') ?? [])]).not.toContain('leads');
    expect([...(graph.get('wallet') ?? [])]).not.toContain('leads');
  });
});
