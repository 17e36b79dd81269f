import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  targets: string[];
}

/**
 * Runs the named axe-core rules on the page as it is (experimental ones included, such as
 * label-content-name-mismatch) and answers their violations.
 */
export async function axeViolations(page: Page, ruleIds: string[]): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy forbids inline scripts.
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async (ids) => {
    type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'rule', values: ids },
      rules: Object.fromEntries(ids.map((id) => [id, { enabled: true }])),
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, ruleIds);
}
