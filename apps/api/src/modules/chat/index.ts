// The chat module's front door: the messages calls (spec §7, CONTRACT §5), quotes in the chat (a
// pro's quote card, the customer's answer), the ChatChannel of the live channel and the attachments'
// access rule.

export { default as chatRoutes } from './routes';
