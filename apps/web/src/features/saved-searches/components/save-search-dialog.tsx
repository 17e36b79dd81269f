import type { TAvailableSort } from '@homebid/contracts/projects';
import { SAVED_SEARCH_LIMITS } from '@homebid/contracts/saved-searches';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { serverMessageOr } from '@/lib/api-client';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { useOfferedServices } from '../api/get-offered-services';
import { savedSearchTexts as t } from '../texts';
import { ChannelCheckboxes, type Channels } from './channel-checkboxes';

/** The Available Projects filters a search saves, as the page holds them ('' when not chosen). */
export interface SearchFilters {
  search: string;
  location: string;
  sort: TAvailableSort;
  minBudget: string;
  maxBudget: string;
  maxDistance: string;
}

/** A whole number the page holds as text, or null when not chosen. */
const wholeOrNull = (value: string) => (value === '' ? null : Number(value));

export interface SaveSearchDialogProps {
  isOpen: boolean;
  onClose: () => void;
  filters: SearchFilters;
}

const DEFAULT_CHANNELS: Channels = { push_notification: true, sms_notification: false, email_notification: true };

/** Names the current filters, picks a service and the alert channels, and saves them. */
export function SaveSearchDialog({ isOpen, onClose, filters }: SaveSearchDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t.dialogTitle} description={t.dialogIntro}>
      {/* Mounted while open only: each opening starts from the filters of that moment. */}
      {isOpen && <SaveSearchForm filters={filters} onDone={onClose} />}
    </Modal>
  );
}

function SaveSearchForm({ filters, onDone }: { filters: SearchFilters; onDone: () => void }) {
  const search = filters.search.trim();
  const [name, setName] = useState(() => t.defaultName(search, filters.location).slice(0, SAVED_SEARCH_LIMITS.nameMax));
  const [serviceId, setServiceId] = useState('');
  const [channels, setChannels] = useState<Channels>(DEFAULT_CHANNELS);
  const [error, setError] = useState('');
  const services = useOfferedServices(true);
  const create = useCreateSavedSearch();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    create.mutate(
      {
        name,
        search: search || undefined,
        location: filters.location || undefined,
        project_sub_type_id: serviceId ? Number(serviceId) : undefined,
        sort: filters.sort,
        min_budget: wholeOrNull(filters.minBudget),
        max_budget: wholeOrNull(filters.maxBudget),
        max_distance: wholeOrNull(filters.maxDistance),
        ...channels,
      },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
        onError: (failure) => setError(serverMessageOr(failure, t.saveFailed)),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <TextField
        label={t.name}
        value={name}
        required
        maxLength={SAVED_SEARCH_LIMITS.nameMax}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <p className="text-sm text-slate-600">
        {t.filtersSummary({
          search,
          location: filters.location || null,
          service: services.data?.find((service) => String(service.id) === serviceId)?.name ?? null,
          sort: filters.sort,
          minBudget: wholeOrNull(filters.minBudget),
          maxBudget: wholeOrNull(filters.maxBudget),
          maxDistance: wholeOrNull(filters.maxDistance),
        })}
      </p>
      <SelectField
        label={t.service}
        value={serviceId}
        onChange={(event) => setServiceId(event.target.value)}
        aria-busy={services.isPending || undefined}
      >
        <option value="">{services.isPending ? t.servicesLoading : t.anyService}</option>
        {services.data?.map((service) => (
          <option key={service.id} value={service.id}>
            {service.name}
          </option>
        ))}
      </SelectField>
      <ChannelCheckboxes
        legend={t.channels}
        value={channels}
        onChange={(channel, checked) => setChannels((current) => ({ ...current, [channel]: checked }))}
      />
      <p role="alert" className="text-sm text-red-600 empty:hidden">
        {error}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" isLoading={create.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
