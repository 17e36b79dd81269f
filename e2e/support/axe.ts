import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

/**
 * The axe rules every screen's check runs: accessible names and labels (their text in the name too),
 * ARIA attributes used as allowed, no control inside another, lists, contrast, heading order and
 * images' alternative text.
 */
export const AXE_CORE_RULES = [
  'button-name',
  'link-name',
  'label',
  'label-content-name-mismatch',
  'image-alt',
  'aria-allowed-attr',
  'aria-valid-attr-value',
  'aria-prohibited-attr',
  'nested-interactive',
  'list',
  'listitem',
  'color-contrast',
  'heading-order',
];

/** Roles: allowed on their element, and the children and parents composite widgets (tabs, listboxes) need. */
export const AXE_ROLE_RULES = ['aria-allowed-role', 'aria-required-children', 'aria-required-parent'];

/** Description lists (`dl`) hold only `dt`/`dd` groups, and those stand in a `dl`. */
export const AXE_DEFINITION_LIST_RULES = ['definition-list', 'dlitem'];

/** A whole page: every piece of content in a landmark, and no two landmarks alike. */
export const AXE_LANDMARK_RULES = ['landmark-unique', 'region'];

/** The core rules and the named extra sets or rules, each once. */
export function axeRules(...extra: Array<readonly string[] | string>): string[] {
  return [...new Set([...AXE_CORE_RULES, ...extra.flat()])];
}

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
