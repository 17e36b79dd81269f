/** Generic endings seen in addresses people type. */
const GENERIC = [
  'com',
  'net',
  'org',
  'edu',
  'gov',
  'biz',
  'info',
  'io',
  'app',
  'dev',
  'site',
  'online',
  'xyz',
  'pro',
  'page',
  'store',
  'shop',
  'tech',
  'email',
  'live',
  'link',
  'club',
  'top',
  'website',
  'space',
  'services',
  'solutions',
  'design',
  'builders',
  'construction',
  'contractors',
  'plumbing',
  'roofing',
  'repair',
  'company',
  'business',
  'blog',
  'mobi',
  'name',
];

/** Two-letter country endings (ISO 3166), which also serve as generic ones (.co, .io, .me, .tv, .ly). */
const COUNTRY =
  'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st su sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw'.split(
    ' ',
  );

/**
 * Endings that are also common English words: "done.It works" or "the dot in the corner" are not
 * addresses, so these count only in an e-mail address (after its at sign). .me and .us stay links
 * (about.me, bobsroofing.us are common), at the price of "Thanks.Me too" without its space.
 */
const ENGLISH_WORDS = new Set([
  'am',
  'as',
  'at',
  'be',
  'by',
  'do',
  'go',
  'id',
  'in',
  'is',
  'it',
  'my',
  'no',
  'so',
  'to',
]);

/** Every ending (in an e-mail address: jane@web.de, marco at libero dot it). */
export const ANY_TLD = [...GENERIC, ...COUNTRY].join('|');
/** The endings of a link (bobsroofing.com, "bobsroofing dot co dot uk", bob.builds.me). */
export const LINK_TLD = [...GENERIC, ...COUNTRY.filter((code) => !ENGLISH_WORDS.has(code))].join('|');
/** The endings that are never a word on their own (after a stray space or comma: "bobsroofing .net"). */
export const PLAIN_TLD = 'com|net|org|biz|info|xyz';
