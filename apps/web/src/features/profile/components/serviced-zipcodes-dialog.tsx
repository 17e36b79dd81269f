import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

/** Zip codes shown per page: thousands fit a 90-mile area, and a page stays quick to scan. */
export const ZIPCODES_PER_PAGE = 120;

export interface ServicedZipcodesDialogProps {
  isOpen: boolean;
  onClose: () => void;
  zipcodes: readonly string[];
}

/** Spec §2 Profile: the info modal titled 'Serviced Zip Codes', searchable and paginated. */
export function ServicedZipcodesDialog({ isOpen, onClose, zipcodes }: ServicedZipcodesDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Serviced Zip Codes" className="max-w-2xl">
      <ZipcodeList zipcodes={zipcodes} />
    </Modal>
  );
}

function ZipcodeList({ zipcodes }: { zipcodes: readonly string[] }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const matching = search ? zipcodes.filter((zip) => zip.startsWith(search)) : zipcodes;
  const pageCount = Math.max(1, Math.ceil(matching.length / ZIPCODES_PER_PAGE));
  const current = Math.min(page, pageCount - 1);
  const shown = matching.slice(current * ZIPCODES_PER_PAGE, (current + 1) * ZIPCODES_PER_PAGE);

  if (zipcodes.length === 0) {
    return (
      <p className="text-sm text-slate-600">Add a service area and save your profile to see the zip codes you serve.</p>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Projects in these {zipcodes.length.toLocaleString('en-US')} zip codes reach you.
      </p>
      <div>
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
          Search zip codes
        </label>
        <input
          id={searchId}
          type="search"
          inputMode="numeric"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value.replace(/\D/g, '').slice(0, 5));
            setPage(0);
          }}
          className="block min-h-11 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">No serviced zip code starts with {search}.</p>
      ) : (
        <ul aria-label="Serviced zip codes" className="grid max-h-72 grid-cols-4 gap-2 overflow-y-auto sm:grid-cols-6">
          {shown.map((zip) => (
            <li key={zip} className="rounded-lg bg-slate-50 px-2 py-1 text-center font-mono text-sm">
              {zip}
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label="Zip code pages" className="flex items-center justify-between gap-2">
          <Button variant="ghost" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-600" aria-live="polite">
            Page {current + 1} of {pageCount}
          </span>
          <Button variant="ghost" disabled={current >= pageCount - 1} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
