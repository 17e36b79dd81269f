// The saved searches' labels: only the web app shows them; the API's messages are in
// @homebid/contracts/saved-searches. Relative imports only: the e2e tests import it.
import type { TNotificationChannel } from '@homebid/contracts/notifications';
import { loadFailureTexts } from '../../components/errors/texts';

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
  filtersSummary: (search: string, location: string | null, service: string | null) =>
    [
      search ? `Title contains “${search}”` : 'Any title',
      location ? `in ${location}` : 'in all your areas',
      service ?? 'any of your services',
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
