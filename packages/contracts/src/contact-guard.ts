/** What stands in place of a contact detail (phone, e-mail, link, handle) a reader may not see yet. */
export const CONTACT_DETAIL_MASK = '[contact details hidden]';
