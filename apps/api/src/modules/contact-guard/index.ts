// The contact-detail guard's front door: finds phone numbers, e-mail addresses, links and handles
// in free text (chat messages, customer-written project text) and masks them.

export { CONTACT_DETAIL_MASK } from '@homebid/contracts/contact-guard';
export {
  type ContactDetailKind,
  type ContactDetailSpan,
  type ContactGuardOptions,
  findContactDetails,
  hasContactDetails,
  locateContactDetails,
  maskContactDetails,
} from './locate-contact-details';
