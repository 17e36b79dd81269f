import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { savedSearchTexts as t } from '../texts';
import { SaveSearchDialog, type SearchFilters } from './save-search-dialog';

/** Available Projects' 'Save this search': opens the dialog with the current filters. */
export function SaveSearchButton({ filters }: { filters: SearchFilters }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)} aria-haspopup="dialog">
        {t.saveThisSearch}
      </Button>
      <SaveSearchDialog isOpen={isOpen} onClose={() => setIsOpen(false)} filters={filters} />
    </>
  );
}
