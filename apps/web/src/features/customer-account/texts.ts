/** The customer's account page's own words (the shared messages are in @homebid/contracts/profile). */
export const customerAccountTexts = {
  title: 'My Account',
  loading: 'Loading your account…',
  failed: 'Your account could not be loaded.',
  detailsTitle: 'Your details',
  name: 'Full name',
  save: 'Save',
  email: 'Email',
  mobile: 'Mobile number',
  noMobile: 'Not added yet',
  changeEmail: 'Change email',
  changeMobile: 'Change mobile number',
  addMobile: 'Add mobile number',
  memberSince: (date: string) => `Member since ${date}`,
  noPicture: (name: string) => `${name} has no profile picture`,
  notificationSettings: 'Notification Settings',
} as const;
