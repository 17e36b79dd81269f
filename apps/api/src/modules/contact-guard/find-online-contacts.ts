import type { Span } from './find-phone-numbers';
import { ANY_TLD, LINK_TLD, PLAIN_TLD } from './top-level-domains';

export type OnlineContactKind = 'email' | 'url' | 'handle';

/** "@" as typed or written out: @, " at ", "(at)", "[at]", "<at>", "{at}", "-at-", "at sign". */
const AT = String.raw`(?:\s*[<([{]?\s*@\s*[>)\]}]?\s*|\s*[<([{*_-]\s*(?:at|arroba)(?:\s+(?:sign|symbol))?\s*[>)\]}*_-]\s*|\s+(?:at|arroba)(?:\s+(?:sign|symbol))?\s+)`;
/** A dot written out or bracketed: " dot ", "(dot)", "[dot]", "<dot>", "-dot-", "[.]". */
const WORDED_DOT = String.raw`(?:\s*[<([{*_-]\s*dot\s*[>)\]}*_-]\s*|\s+dot\s+|\s*[<([{]\s*\.\s*[>)\]}]\s*)`;
// Names and labels start where a word starts and have the lengths of real addresses, so that a long
// run of letters and dots is read in linear time.
const NAME = '(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]{0,63}';
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** Labels joined by real or written-out dots (mail dot co). */
const LABELS = `(?<![a-z0-9.-])${LABEL}(?:(?:\\.|${WORDED_DOT})${LABEL}){0,4}`;
/**
 * The ending, after a real or written-out dot; after a stray space or comma only an ending that is
 * never a word (" .com", ",net"); "dotcom" as one word. In an e-mail address any ending counts, in a
 * link not those that are English words (top-level-domains.ts).
 */
const ending = (tlds: string) =>
  String.raw`(?:(?:\.|${WORDED_DOT})(?:${tlds})|\s*dot(?:com|net|org)|\s*[.,]\s*com|\s+[.,](?:${PLAIN_TLD})|,(?:${PLAIN_TLD}))(?![a-z0-9])`;
const MAIL_PROVIDERS = 'gmail|googlemail|yahoo|hotmail|outlook|aol|icloud|msn|protonmail|proton|ymail|gmx|yandex|zoho';

/** Messaging and social apps by a name that is never an ordinary word. */
const APPS =
  'whatsapp|whats app|watsapp|telegram|snapchat|instagram|insta|ig|the gram|facebook|fb|messenger|tiktok|twitter|linkedin|wechat|viber|skype|kik|discord|imessage|facetime|google voice|signal app';
/** The same, and the names that are also ordinary words (signal, snap, gram, threads): with a cue only. */
const ANY_APP = `${APPS}|signal|snap|gram|threads`;
/** What may come between an app's name and the handle (":", "handle", "id" …). */
const CONNECTOR = String.raw`(?:\s*[:=@]|\s+-|\s+(?:handle|id|username|user name|tag|acct|account is)\b)`;
/** The same after "my insta", where "is" announces the handle too. */
const MY_CONNECTOR = String.raw`(?:${CONNECTOR}|\s+is\b)`;
/** A handle: letters, digits, dots and underscores, maybe after an @. */
const HANDLE = '@?[a-z0-9_][a-z0-9_.-]*';
/** A handle that cannot be an ordinary word: it has a digit, a dot, an underscore or an @. */
const HANDLE_LIKE = String.raw`(?=[a-z0-9_.@]*[a-z])@?[a-z0-9_]*(?:[0-9_@][a-z0-9_.]*|\.[a-z0-9_][a-z0-9_.]*)`;
const REACH = 'find|add|follow|text|message|msg|dm|reach|contact|call|ping|hit|hmu|look|search|friend|chat with';

const RULES: Array<{ kind: OnlineContactKind; pattern: RegExp }> = [
  // E-mail addresses
  { kind: 'email', pattern: new RegExp(String.raw`${NAME}@[a-z][a-z0-9-]{0,62}(?:\.${LABEL}){0,4}`, 'g') },
  { kind: 'email', pattern: new RegExp(String.raw`\b${NAME}${AT}${LABELS}${ending(ANY_TLD)}`, 'g') },
  { kind: 'email', pattern: new RegExp(String.raw`\b${NAME}${AT}(?:${MAIL_PROVIDERS})\b`, 'g') },
  { kind: 'email', pattern: new RegExp(String.raw`\b(?:${MAIL_PROVIDERS})\s*[:=-]\s*${NAME}`, 'g') },
  { kind: 'email', pattern: new RegExp(String.raw`\bmy\s+(?:${MAIL_PROVIDERS})(?:\s+is\s+|\s*[:=-]\s*)${NAME}`, 'g') },
  // Links
  { kind: 'url', pattern: /\b(?:https?|hxxps?|ftp)\s*:\s*\/\/\S*/g },
  { kind: 'url', pattern: /\bwww\b\S*/g },
  { kind: 'url', pattern: new RegExp(String.raw`\b${LABELS}${ending(LINK_TLD)}(?![.-]?\d)`, 'g') },
  {
    kind: 'url',
    pattern: new RegExp(
      String.raw`(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\s*\.\s*|${WORDED_DOT})){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.])`,
      'g',
    ),
  },
  // Handles: @name (not inside an e-mail address, not a time like @9am).
  {
    kind: 'handle',
    pattern: /(?<![a-z0-9._%+-])@(?!\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b|$|\s))[a-z0-9_](?:[a-z0-9_.]*[a-z0-9_])?/g,
  },
  // An app named with its handle: "insta: bob", "whatsapp - bob", "snapchat bob_builds".
  { kind: 'handle', pattern: new RegExp(String.raw`\b(?:${APPS})${CONNECTOR}+\s*${HANDLE}`, 'g') },
  { kind: 'handle', pattern: new RegExp(String.raw`\b(?:${ANY_APP})\s*(?:[:=-]\s*)?${HANDLE_LIKE}`, 'g') },
  // An app named as the way to reach someone: "my insta", "find me on facebook", "I'm on signal".
  {
    kind: 'handle',
    pattern: new RegExp(String.raw`\b(?:my|our)\s+(?:${ANY_APP})\b(?:${MY_CONNECTOR}*\s*${HANDLE})?`, 'g'),
  },
  {
    kind: 'handle',
    pattern: new RegExp(
      String.raw`\b(?:${REACH})\s+(?:me|us)\s+(?:up\s+)?(?:on|at|via|through|over)\s+(?:the\s+)?(?:${ANY_APP})\b(?:${MY_CONNECTOR}*\s*${HANDLE})?`,
      'g',
    ),
  },
  {
    kind: 'handle',
    pattern: new RegExp(
      String.raw`\b(?:i'?m|i am|we'?re|we are)\s+on\s+(?:${ANY_APP})\b(?:${MY_CONNECTOR}*\s*${HANDLE})?`,
      'g',
    ),
  },
  {
    kind: 'handle',
    pattern: new RegExp(
      String.raw`\b(?:handle|username|user name|id)\s+(?:is\s+)?${HANDLE}\s+(?:on|at|for)\s+(?:the\s+)?(?:${ANY_APP})\b`,
      'g',
    ),
  },
  { kind: 'handle', pattern: /\b(?:whatsapp|telegram|facetime|imessage|viber|skype)\s+(?:me|us)\b/g },
];

/** The e-mail addresses, links and handles of a normalised text. */
export function findOnlineContacts(text: string): Array<{ kind: OnlineContactKind; span: Span }> {
  const found: Array<{ kind: OnlineContactKind; span: Span }> = [];
  for (const { kind, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) {
      found.push({ kind, span: [match.index, match.index + match[0].length] });
    }
  }
  return found;
}
