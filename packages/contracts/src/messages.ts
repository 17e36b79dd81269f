// Every text a person reads that the specifications fix, defined once and imported by web and API.

export const PRODUCT_NAME = 'HomeBid';

export const validationMessages = {
  emailEmpty: 'Enter Email',
  emailInvalid: 'Enter a valid email ID',
  loginPasswordEmpty: 'Please enter a valid password',
  passwordShort: 'Check Password',
  passwordEmpty: 'Enter Password',
  confirmPasswordMismatch: 'Passwords do not match. Try again',
  confirmPasswordEmpty: 'Confirm Password',
  loginOtpEmpty: 'Enter OTP',
  loginOtpShort: 'Enter 6 digit OTP',
  changeOtpInvalid: 'Enter valid OTP',
  registrationOtpEmpty: 'Please enter the OTP',
  registrationOtpLength: 'Please enter a complete 6-digit OTP',
  registrationOtpDigits: 'OTP should contain only numbers',
  mobileInvalid: 'Enter valid phone number',
  nameEmpty: 'Enter Name',
  nameInvalid: 'Name should contain only alphabets, spaces and hyphens',
  companyNameEmpty: 'Enter Company Name',
  companyTypeEmpty: 'Select Company Type',
  companyTypeEmptyRegistration: 'Please select a Company Type',
  addressEmpty: 'Enter Business Address',
  addressEmptyRegistration: 'Please enter the address',
  zipEmpty: 'Enter Zip Code',
  zipInvalid: 'Business zipcode should be 5 digits',
  yearsEmpty: 'Enter Years of Business',
  servicesEmpty: 'Select services',
  servicesEmptyRegistration: 'Select any services',
  referralEmpty: 'Please select an option',
  areaZipEmpty: 'Zipcode is required',
  areaZipInvalid: 'Zipcode should be 5 digits',
  areaRadiusInvalid: 'Service area should be within 90 miles',
  areaNoneValid: 'At least one valid zipcode and miles entry is required',
  areaRowIncomplete: 'Please enter a valid zipcode (5 digits) and miles (1-90) before adding another.',
} as const;

/**
 * Field errors the specifications leave to us. zod's own texts ("Invalid input: expected number,
 * received NaN") never reach a person: zod-config.ts maps every check without an explicit message
 * to one of these. An explicit message on a schema (the specifications' texts) always wins.
 */
export const fieldMessages = {
  required: 'This field is required.',
  number: 'Enter a number.',
  wholeNumber: 'Enter a whole number.',
  text: 'Enter text here.',
  yesOrNo: 'Choose yes or no.',
  list: 'Choose from the list.',
  choice: 'Choose one of the options offered.',
  format: 'Check the format of this field.',
  invalid: 'This value is not valid.',
  numberTooBig: 'Enter a smaller number.',
  /** A row id (path, query or body) that is no whole number from 1 to 2147483647. */
  id: 'This item does not exist. Please go back and try again.',
  /** Any text with a NUL character (\u0000), refused before it reaches the database. */
  nulCharacter: 'The text contains a character that is not allowed. Please remove it and try again.',
  tooShort: (min: number) => (min === 1 ? 'This field is required.' : `Enter at least ${min} characters.`),
  tooLong: (max: number) => `Enter at most ${max} characters.`,
  numberAtLeast: (min: number) => `Enter a number of at least ${min}.`,
  numberAbove: (min: number) => `Enter a number greater than ${min}.`,
  numberAtMost: (max: number) => `Enter a number of at most ${max}.`,
  numberBelow: (max: number) => `Enter a number smaller than ${max}.`,
  fewItems: (min: number) => (min === 1 ? 'Choose at least one.' : `Choose at least ${min}.`),
  manyItems: (max: number) => `Choose at most ${max}.`,
} as const;

/** Texts of the server's own answers (errors the specifications leave to the server). */
export const apiMessages = {
  signedIn: 'Signed in successfully',
  signedOut: 'Signed out successfully',
  invalidCredentials: 'Invalid login credentials. Please try again.',
  unauthenticated: 'You need to sign in or sign up before continuing.',
  forbidden: 'You are not allowed to do this.',
  wrongPortalProvider: 'This call is for service providers only.',
  wrongPortalCustomer: 'This call is for customers only.',
  notFoundRoute: 'There is nothing at this address.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'This content type is not supported here.',
  invalidRequest: 'The request is not valid.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Something went wrong on our side. Please try again.',
  offline: 'Cannot reach HomeBid. Check your connection and try again.',
  databaseDown: 'The database is not answering.',
  ok: 'OK',
} as const;

export const uiTexts = {
  loginTitle: 'Login to your account to continue',
  loginEmailTab: 'Login using email',
  loginOtpTab: 'Login using OTP',
  forgotPasswordLink: 'Forgot Password',
  pageNotFound: 'Page you are looking for is not available',
  restartRegistration: 'Are you sure you want to restart your registration?',
  faqLoading: 'Loading questions…',
  resendOtp: 'Resend OTP',
  sending: 'Sending...',
  /** The profile menu button's hidden words, after the name and badge it shows. */
  profileMenu: 'Profile menu',
  /** The words of accountMessages.emailTaken that link to the login page. */
  emailTakenLoginLink: 'log in',
  goToDashboard: 'Go to dashboard',
  /** The footer's services link: a visitor may offer theirs, a provider sees theirs. */
  offerYourServices: 'Offer your services',
  yourServices: 'Your services',
  copyright: (year: number) => `© 2008–${year} ${PRODUCT_NAME}, Inc. All rights reserved.`,
} as const;
