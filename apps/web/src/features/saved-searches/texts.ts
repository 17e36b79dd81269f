// The saved searches' labels: only the web app shows them; the API's messages are in
// @homebid/contracts/saved-searches. Relative imports only: the e2e tests import it.
import type { TNotificationChannel } from '@homebid/contracts/notifications';
import { AVAILABLE_SORT_LABELS, type TAvailableSort } from '@homebid/contracts/projects';
import { loadFailureTexts } from '../../components/errors/texts';

/** What a saved search filters by, as its summary names it (null or '' when not set). */
export interface SearchSummary {
  search: string;
  location: string | null;
  service: string | null;
  sort: TAvailableSort;
  minBudget: number | null;
  maxBudget: number | null;
  maxDistance: number | null;
}

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

function budgetText(min: number | null, max: number | null) {
  if (min !== null && max !== null) return `Budget ${dollars(min)}–${dollars(max)}`;
  if (min !== null) return `Budget from ${dollars(min)}`;
  if (max !== null) return `Budget up to ${dollars(max)}`;
  return 'any budget';
}

export const savedSearchTexts = {
  saveThisSearch: 'Save this search',
  savedSearchesLink: 'Saved searches',
  dialogTitle: 'Save this search',
  dialogIntro: 'We will tell you when a new project matches these filters.',
  name: 'Name',
  service: 'Service',
  anyService: 'Any of my services',
  channels: 'Alert me by',
  channel: {
    push_notification: 'Push',
    sms_notification: 'SMS',
    email_notification: 'E-mail',
  } satisfies Record<TNotificationChannel, string>,
  save: 'Save search',
  cancel: 'Cancel',
  saveFailed: 'The search could not be saved.',
  /** The default name: the filters in words. */
  defaultName: (search: string, location: string) =>
    [search ? `“${search}”` : 'All projects', location ? `in ${location}` : ''].filter(Boolean).join(' '),
  /** Every filter of the search: title words, location, service, budget, distance and order. */
  filtersSummary: (filters: SearchSummary) =>
    [
      filters.search ? `Title contains “${filters.search}”` : 'Any title',
      filters.location ? `in ${filters.location}` : 'in all your areas',
      filters.service ?? 'any of your services',
      budgetText(filters.minBudget, filters.maxBudget),
      filters.maxDistance !== null ? `within ${filters.maxDistance} miles` : 'any distance',
      `sorted by ${AVAILABLE_SORT_LABELS[filters.sort]}`,
    ].join(' · '),
  pageTitle: 'Saved Searches',
  pageIntro: 'Your saved Available Projects filters. A new project that matches one alerts you once.',
  count: (count: number, max: number) => `${count} of ${max} saved`,
  loading: 'Loading your saved searches…',
  listFailed: 'Your saved searches could not be loaded.',
  tryAgain: loadFailureTexts.tryAgain,
  emptyTitle: 'No saved searches yet.',
  emptyText: 'Filter Available Projects, then choose Save this search to be alerted about new matches.',
  browseProjects: 'Go to Available Projects',
  open: 'Open',
  openLabel: (name: string) => `Open ${name} in Available Projects`,
  rename: 'Rename',
  renameLabel: (name: string) => `Rename ${name}`,
  saveName: 'Save name',
  channelsOf: (name: string) => `Alert channels of ${name}`,
  delete: 'Delete',
  deleteLabel: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this saved search?',
  deleteMessage: (name: string) => `“${name}” will no longer alert you about new projects.`,
  deleteConfirm: 'Delete',
  updateFailed: 'The saved search could not be changed.',
  deleteFailed: 'The saved search could not be deleted.',
  servicesLoading: 'Loading your services…',
} as const;
