// The contact-detail guard's rates on its table of examples (apps/api/src/modules/contact-guard/
// contact-guard-examples.ts): the share of evasions it detects, by category, and the share of
// harmless messages it flags. `node bench/contact-guard.mjs [--list]` (--list prints every miss).
import { importBundled } from './support.mjs';

const { EVASIONS, HARMLESS, findContactDetails } = await importBundled(
  'contact-guard',
  `export { EVASIONS, HARMLESS } from './apps/api/src/modules/contact-guard/contact-guard-examples';
   export { findContactDetails } from './apps/api/src/modules/contact-guard';`,
);
const list = process.argv.includes('--list');

const byCategory = new Map();
const missed = [];
for (const { category, text, kind } of EVASIONS) {
  const row = byCategory.get(category) ?? { total: 0, detected: 0 };
  row.total++;
  if (findContactDetails(text).includes(kind)) row.detected++;
  else missed.push(`${category}: ${JSON.stringify(text)}`);
  byCategory.set(category, row);
}
const flagged = HARMLESS.filter((text) => findContactDetails(text).length > 0);

const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;
for (const [category, { total, detected }] of byCategory) {
  console.log(
    `${category.padEnd(52)} ${String(detected).padStart(3)}/${String(total).padEnd(3)} ${percent(detected, total)}`,
  );
}
const detected = EVASIONS.length - missed.length;
console.log(`\nDetection rate: ${detected}/${EVASIONS.length} evasions = ${percent(detected, EVASIONS.length)}`);
console.log(
  `False-positive rate: ${flagged.length}/${HARMLESS.length} harmless messages = ${percent(flagged.length, HARMLESS.length)}`,
);
if (list)
  for (const line of [
    ...missed.map((miss) => `missed ${miss}`),
    ...flagged.map((text) => `flagged ${JSON.stringify(text)}`),
  ])
    console.log(line);
