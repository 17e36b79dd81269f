import { SAVED_SEARCH_LIMITS, type TSavedSearch } from '@homebid/contracts/saved-searches';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { serverMessageOr } from '@/lib/api-client';
import { availableProjectsUrl } from '@/lib/available-projects-url';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { savedSearchTexts as t } from '../texts';
import { ChannelCheckboxes, type Channels } from './channel-checkboxes';

/** One saved search: its name (renamed in place), its filters, Open (Available Projects with them all), its channels and Delete. */
export function SavedSearchItem({ savedSearch }: { savedSearch: TSavedSearch }) {
  const [isRenaming, setIsRenaming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const { id, name } = savedSearch;
  // The boxes follow a click at once; a refused change puts the saved value back.
  const { push_notification, sms_notification, email_notification } = savedSearch;
  const [channels, setChannels] = useState<Channels>({ push_notification, sms_notification, email_notification });
  useEffect(
    () => setChannels({ push_notification, sms_notification, email_notification }),
    [push_notification, sms_notification, email_notification],
  );

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (failure) => notify.error(serverMessageOr(failure, t.deleteFailed)),
      onSettled: () => setIsDeleting(false),
    });

  return (
    <article aria-label={name} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      {isRenaming ? (
        <RenameForm savedSearch={savedSearch} onDone={() => setIsRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 break-words text-lg font-semibold text-slate-900">{name}</h2>
          <div className="flex flex-wrap gap-2">
            <Link
              to={availableProjectsUrl({
                search: savedSearch.search,
                location: savedSearch.location,
                sort: savedSearch.sort,
                minBudget: savedSearch.min_budget,
                maxBudget: savedSearch.max_budget,
                maxDistance: savedSearch.max_distance,
              })}
              aria-label={t.openLabel(name)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t.open}
            </Link>
            <Button variant="ghost" aria-label={t.renameLabel(name)} onClick={() => setIsRenaming(true)}>
              {t.rename}
            </Button>
            <Button variant="ghost" aria-label={t.deleteLabel(name)} onClick={() => setIsDeleting(true)}>
              {t.delete}
            </Button>
          </div>
        </div>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {t.filtersSummary({
          search: savedSearch.search,
          location: savedSearch.location,
          service: savedSearch.project_sub_type,
          sort: savedSearch.sort,
          minBudget: savedSearch.min_budget,
          maxBudget: savedSearch.max_budget,
          maxDistance: savedSearch.max_distance,
        })}
      </p>
      <div className="mt-3">
        <ChannelCheckboxes
          legend={t.channelsOf(name)}
          isLegendHidden
          value={channels}
          disabled={update.isPending}
          onChange={(channel, checked) => {
            setChannels((current) => ({ ...current, [channel]: checked }));
            update.mutate(
              { id, changes: { [channel]: checked } },
              {
                onSuccess: ({ message }) => notify.success(message),
                onError: (failure) => {
                  setChannels({ push_notification, sms_notification, email_notification });
                  notify.error(serverMessageOr(failure, t.updateFailed));
                },
              },
            );
          }}
        />
      </div>
      <ConfirmDialog
        isOpen={isDeleting}
        title={t.deleteTitle}
        message={t.deleteMessage(name)}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        onConfirm={onDelete}
        onCancel={() => setIsDeleting(false)}
        isConfirming={remove.isPending}
      />
    </article>
  );
}

function RenameForm({ savedSearch, onDone }: { savedSearch: TSavedSearch; onDone: () => void }) {
  const [name, setName] = useState(savedSearch.name);
  const [error, setError] = useState('');
  const update = useUpdateSavedSearch();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    update.mutate(
      { id: savedSearch.id, changes: { name } },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
        onError: (failure) => setError(serverMessageOr(failure, t.updateFailed)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-2">
      <TextField
        label={t.renameLabel(savedSearch.name)}
        value={name}
        maxLength={SAVED_SEARCH_LIMITS.nameMax}
        autoComplete="off"
        autoFocus
        error={error || undefined}
        onChange={(event) => setName(event.target.value)}
        className="min-w-0 flex-1 basis-48"
      />
      <Button type="submit" isLoading={update.isPending}>
        {t.saveName}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        {t.cancel}
      </Button>
    </form>
  );
}
