import { locateContactDetails } from '../apps/api/src/modules/contact-guard/locate-contact-details';
import { normaliseForMatching } from '../apps/api/src/modules/contact-guard/normalise-for-matching';
for (const t of process.argv.slice(2)) {
  console.log(JSON.stringify(t), '=>', JSON.stringify(normaliseForMatching(t).text), JSON.stringify(locateContactDetails(t).map(s => [s.kind, t.slice(s.start, s.end)])));
}
