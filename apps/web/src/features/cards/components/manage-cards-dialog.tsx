import { type TCard, walletMessages, walletTexts } from '@homebid/contracts/wallet';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TrashIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useDeleteCard } from '../api/delete-card';
import { useCards } from '../api/get-cards';
import { AddCardDialog } from './add-card-dialog';
import { CardLabel, cardAccessibleName } from './card-label';

export interface ManageCardsDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Manage Cards (spec §2): the saved cards with a delete icon each, '+ Add Card', and the 'Delete
 * Card' confirmation with its 'Deleting card...' overlay.
 */
export function ManageCardsDialog({ isOpen, onClose }: ManageCardsDialogProps) {
  const cards = useCards();
  const deleteCard = useDeleteCard();
  const [toDelete, setToDelete] = useState<TCard | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const message = await deleteCard.mutateAsync(toDelete.id);
      notify.success(message || walletMessages.cardRemoved);
    } catch (error) {
      notify.error(answerMessageOr(error, walletMessages.genericError));
    } finally {
      setToDelete(null);
    }
  };

  return (
    <>
      <Modal isOpen={isOpen && !toDelete && !isAdding} onClose={onClose} title={walletTexts.manageCards}>
        {cards.isPending ? (
          <Spinner label={walletTexts.loadingCards} />
        ) : cards.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {answerMessageOr(cards.error, walletMessages.fetchCardsFailed)}
          </p>
        ) : (
          <ul className="space-y-2">
            {cards.data.map((card) => (
              <li
                key={card.id}
                className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-2"
              >
                <CardLabel card={card} />
                <button
                  type="button"
                  onClick={() => setToDelete(card)}
                  aria-label={`${walletTexts.deleteCard}: ${cardAccessibleName(card)}`}
                  className="rounded-lg p-2.5 text-slate-500 hover:bg-red-50 hover:text-red-700"
                >
                  <TrashIcon className="h-5 w-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => setIsAdding(true)}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {walletTexts.plusAddCard}
          </button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </Modal>

      <Modal
        isOpen={isOpen && Boolean(toDelete)}
        onClose={() => !deleteCard.isPending && setToDelete(null)}
        title={walletTexts.deleteCard}
        description={walletTexts.deleteCardConfirm}
        hideCloseButton
      >
        <div className="relative">
          {toDelete && (
            <p className="mb-4 text-sm text-slate-700">
              <CardLabel card={toDelete} />
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setToDelete(null)} disabled={deleteCard.isPending} autoFocus>
              {walletTexts.cancel}
            </Button>
            <Button onClick={() => void confirmDelete()} disabled={deleteCard.isPending}>
              {walletTexts.confirm}
            </Button>
          </div>
          {deleteCard.isPending && (
            <div
              role="status"
              className="absolute inset-0 flex items-center justify-center gap-3 rounded-lg bg-white/90 font-semibold text-slate-800"
            >
              <span
                aria-hidden="true"
                className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
              />
              {walletTexts.deletingCard}
            </div>
          )}
        </div>
      </Modal>

      <AddCardDialog
        isOpen={isOpen && isAdding}
        onClose={() => setIsAdding(false)}
        onAdded={() => {
          setIsAdding(false);
          notify.success(walletMessages.cardAdded);
        }}
      />
    </>
  );
}
