// The chat module's front door: the messages calls (spec §7, CONTRACT §5), the ChatChannel of the
// live channel, the attachments' access rule, and the contact-detail guard.

export { findContactDetails, hasContactDetails } from './detect-contact-details';
export { default as chatRoutes } from './routes';
