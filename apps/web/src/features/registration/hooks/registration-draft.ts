import type { TSignupStatus } from '@homebid/contracts/constants';
import { useSyncExternalStore } from 'react';
import type { ServiceAreaRow } from '@/components/ui/service-areas-field';
import type { ServicesSelection } from '@/components/ui/services-picker';
import { subscribeSession } from '@/lib/session';

// Spec §3: registration steps and data are kept locally, so a reload resumes where it stopped.
// Never the password: only what the person typed that is not secret, and the step.
export const REGISTRATION_KEY = 'homebid.registration';

export type RegistrationStep = 1 | 2 | 3 | 4 | 5;

export interface PersonalDraft {
  name: string;
  email: string;
  mobile_number: string;
}

/** What basic-info (or the social sign-up) answered: needed by the verification step. */
export interface PendingVerification {
  confirmation_token: string;
  user_id: number;
  email: string;
  mobile_number: string;
}

export type ServiceAreaDraft = ServiceAreaRow;

export interface BusinessDraft {
  company_name: string;
  company_type: string;
  street_address: string;
  zipcode: string;
  years_of_business: string;
  areas: ServiceAreaDraft[];
}

export interface AdditionalDraft {
  have_insurance: boolean;
  have_license: boolean;
  insurance_number: string;
  license_number: string;
  google_id: string;
  yelp_id: string;
  referral_id: string;
}

export interface RegistrationDraft {
  step: RegistrationStep;
  personal?: PersonalDraft;
  pending?: PendingVerification;
  business?: BusinessDraft;
  services?: ServicesSelection;
  additional?: AdditionalDraft;
}

const EMPTY: RegistrationDraft = { step: 1 };
const listeners = new Set<() => void>();
let cached: { raw: string | null; draft: RegistrationDraft } = { raw: null, draft: EMPTY };

function parse(raw: string | null): RegistrationDraft {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as RegistrationDraft;
    return value && typeof value === 'object' && [1, 2, 3, 4, 5].includes(value.step) ? value : EMPTY;
  } catch {
    return EMPTY;
  }
}

export function readRegistrationDraft(): RegistrationDraft {
  const raw = localStorage.getItem(REGISTRATION_KEY);
  if (raw !== cached.raw) cached = { raw, draft: parse(raw) };
  return cached.draft;
}

export function updateRegistrationDraft(change: Partial<RegistrationDraft>) {
  const next = { ...readRegistrationDraft(), ...change };
  localStorage.setItem(REGISTRATION_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/**
 * Spec §4: basic-info (or the social sign-up) succeeded: step 2 waits for the code texted to the
 * number the server took, which step 1 keeps locally for it.
 */
export function startVerification(personal: Pick<PersonalDraft, 'name' | 'email'>, started: PendingVerification) {
  updateRegistrationDraft({
    step: 2,
    pending: started,
    personal: { name: personal.name, email: personal.email, mobile_number: started.mobile_number },
  });
}

export function clearRegistrationDraft() {
  localStorage.removeItem(REGISTRATION_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Logging out clears every 'homebid.*' key and tells the session listeners.
  const unsubscribeSession = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
  };
}

export function useRegistrationDraft(): RegistrationDraft {
  return useSyncExternalStore(subscribe, readRegistrationDraft, () => EMPTY);
}

/**
 * Spec §4: the step a registration resumes at. Signed in (after validate_user or a sign-in), the
 * account's signup_status decides: verification_status → 2, business-info → 3 (or 4 when the
 * business details were already stored here), any other incomplete status → 5, or the business or
 * services step the provider went Back to from there (the business details can be sent again).
 * Signed out, only the steps before verification can be resumed.
 */
export function resumeStep(draft: RegistrationDraft, status: TSignupStatus | null): RegistrationStep {
  if (status === null) return draft.step === 2 && draft.pending ? 2 : 1;
  if (status === 'verification_status') return 2;
  if (status === 'business-info') return draft.step === 4 && draft.business ? 4 : 3;
  if (draft.business && (draft.step === 3 || draft.step === 4)) return draft.step;
  return 5;
}
