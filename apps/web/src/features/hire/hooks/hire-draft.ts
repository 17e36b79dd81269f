import { useSyncExternalStore } from 'react';

// The project being posted, kept on this device until it is posted: a reload, a closed tab and the
// sign-up round trip find it again. Never a password. The photos and videos themselves are Files,
// which localStorage cannot hold: they live in IndexedDB (draft-files.ts); the draft lists them.
// The key is outside 'homebid.*', which a sign-out (or a 401) clears: the draft belongs to this
// device's unposted project, not to a session.
export const HIRE_DRAFT_KEY = 'homebid-hire-draft';

export type MeasurementValue = Partial<Record<'length' | 'breadth' | 'height', string>>;
/** An answer as the form holds it: yes/no, the chosen options, sizes as typed, or text. */
export type AnswerValue = boolean | string[] | MeasurementValue | string;

export interface DraftService {
  project_type_id: number;
  project_sub_type_id: number;
  type_title: string;
  sub_type_name: string;
}

export interface DraftDetails {
  title: string;
  description: string;
  budget: string;
  street_address: string;
  zipcode: string;
}

/** A photo or video of the draft: its bytes are in IndexedDB under `id`. */
export interface DraftFileRef {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** The sign-up waiting for its texted code (what /v1/customers/signup answered). */
export interface PendingSignUp {
  confirmation_token: string;
  user_id: number;
  email: string;
  mobile_number: string;
  /** When Resend may be pressed again (epoch ms): the server's pause survives a reload. */
  resend_at: number;
}

export interface DraftAccount {
  mode: 'sign-up' | 'sign-in';
  name: string;
  email: string;
  mobile_number: string;
  pending?: PendingSignUp;
}

/** The screen the draft is on: a question by its catalogue key, or one of the fixed steps. */
export type HireStep = `q:${string}` | 'details' | 'media' | 'account' | 'post';

export interface HireDraft {
  version: 1;
  service: DraftService | null;
  zipcode: string;
  answers: Record<string, AnswerValue>;
  details: DraftDetails;
  files: DraftFileRef[];
  account: DraftAccount;
  step: HireStep | null;
  /** The questions were skipped because the catalogue could not be loaded. */
  skipped_questions: boolean;
}

export const EMPTY_DETAILS: DraftDetails = { title: '', description: '', budget: '', street_address: '', zipcode: '' };
const EMPTY_ACCOUNT: DraftAccount = { mode: 'sign-up', name: '', email: '', mobile_number: '' };

export const EMPTY_DRAFT: HireDraft = {
  version: 1,
  service: null,
  zipcode: '',
  answers: {},
  details: EMPTY_DETAILS,
  files: [],
  account: EMPTY_ACCOUNT,
  step: null,
  skipped_questions: false,
};

const listeners = new Set<() => void>();
let cached: { raw: string | null; draft: HireDraft } = { raw: null, draft: EMPTY_DRAFT };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored draft, or the empty one when it is missing, of another version or unreadable. */
function parse(raw: string | null): HireDraft {
  if (!raw) return EMPTY_DRAFT;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value) || value.version !== 1) return EMPTY_DRAFT;
    const draft = value as Partial<HireDraft>;
    return {
      ...EMPTY_DRAFT,
      ...draft,
      answers: isObject(draft.answers) ? (draft.answers as HireDraft['answers']) : {},
      details: { ...EMPTY_DETAILS, ...(isObject(draft.details) ? draft.details : {}) },
      files: Array.isArray(draft.files) ? draft.files : [],
      account: { ...EMPTY_ACCOUNT, ...(isObject(draft.account) ? draft.account : {}) },
    };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function readHireDraft(): HireDraft {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(HIRE_DRAFT_KEY);
  } catch {
    raw = null;
  }
  if (raw !== cached.raw) cached = { raw, draft: parse(raw) };
  return cached.draft;
}

function write(draft: HireDraft) {
  try {
    localStorage.setItem(HIRE_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the draft lives on in this page only.
    cached = { raw: JSON.stringify(draft), draft };
  }
  for (const listener of listeners) listener();
}

/** Changes the draft: a partial change, or a function of the current draft. */
export function updateHireDraft(change: Partial<HireDraft> | ((draft: HireDraft) => Partial<HireDraft>)) {
  const current = readHireDraft();
  const next = { ...current, ...(typeof change === 'function' ? change(current) : change) };
  write(next);
}

/**
 * Starts (or keeps) the draft for a service and zip code from /hire: the same service keeps every
 * answer; another service starts its questions again but keeps the job's details and photos.
 */
export function chooseHireService(service: DraftService, zipcode: string) {
  updateHireDraft((draft) => {
    const isSameService = draft.service?.project_sub_type_id === service.project_sub_type_id;
    return {
      service,
      zipcode,
      answers: isSameService ? draft.answers : {},
      step: isSameService ? draft.step : null,
      skipped_questions: isSameService ? draft.skipped_questions : false,
      details: { ...draft.details, zipcode },
    };
  });
}

/** Forgets the draft (after posting). The files in IndexedDB are removed by their own store. */
export function clearHireDraft() {
  try {
    localStorage.removeItem(HIRE_DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
  cached = { raw: null, draft: EMPTY_DRAFT };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same draft: its changes show here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === HIRE_DRAFT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useHireDraft(): HireDraft {
  return useSyncExternalStore(subscribe, readHireDraft, () => EMPTY_DRAFT);
}
