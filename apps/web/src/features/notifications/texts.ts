/** The notification screens' own labels (the spec's texts are in @homebid/contracts/notifications). */
export const notificationLabels = {
  unread: 'Unread',
  listLabel: 'Notifications',
  pagination: 'Pages of notifications',
  pageLabel: (page: number) => `Page ${page}`,
  bell: 'Notifications',
  latest: 'Latest notifications',
  settingsLink: 'Notification Settings',
  deviceTitle: 'Push on this device',
  deviceOn: 'Pushes come to this browser.',
  deviceOff: 'This browser does not receive pushes yet.',
  deviceEnable: 'Turn on for this browser',
  pushFailed: 'Push notifications could not be turned on. Please try again.',
  expand: (type: string) => `Show the switches of ${type}`,
  settingsFailedToLoad: 'Your notification settings could not be loaded.',
  saveError: 'Error',
  saveDone: 'Notification Settings',
  channelFor: (channel: string, type: string) => `${channel}: ${type}`,
} as const;

/** The page an e-mail's unsubscribe link opens (/unsubscribe?token=…), without signing in. */
export const unsubscribeTexts = {
  title: 'Unsubscribe',
  checking: 'Checking your unsubscribe link…',
  question: (type: string) => `Stop e-mails for “${type}”?`,
  explain:
    'You will still find these notifications in HomeBid, and you can turn their e-mails back on in Notification Settings.',
  confirm: 'Unsubscribe',
  alreadyOff: (type: string) => `E-mails for “${type}” are off.`,
  failed: 'Your choice could not be saved. Please try again.',
  settings: 'Notification Settings',
} as const;
