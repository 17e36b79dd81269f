import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session';
import {
  type BusinessDraft,
  clearRegistrationDraft,
  REGISTRATION_KEY,
  type RegistrationDraft,
  readRegistrationDraft,
  resumeStep,
  startVerification,
  updateRegistrationDraft,
  useRegistrationDraft,
} from './registration-draft';

const business: BusinessDraft = {
  company_name: 'Riley Roofing LLC',
  company_type: '2',
  street_address: '548 Market St',
  zipcode: '94104',
  years_of_business: '7',
  areas: [{ zipcode: '94104', radius: '30' }],
};

const pending = { confirmation_token: 'tok', user_id: 41, email: 'riley@example.test', mobile_number: '2125550199' };

beforeEach(() => {
  localStorage.clear();
});

describe('the registration draft', () => {
  it('starts at step 1 with nothing kept', () => {
    expect(readRegistrationDraft()).toEqual({ step: 1 });
  });

  it('survives a reload: a freshly loaded module reads the same draft back', async () => {
    updateRegistrationDraft({ step: 3, business });
    vi.resetModules();
    const reloaded = await import('./registration-draft');
    expect(reloaded.readRegistrationDraft()).toEqual({ step: 3, business });
  });

  it('merges each change into what is kept', () => {
    startVerification({ name: 'Riley Pro', email: pending.email }, pending);
    updateRegistrationDraft({ step: 3 });
    updateRegistrationDraft({ business });
    expect(readRegistrationDraft()).toEqual({
      step: 3,
      pending,
      personal: { name: 'Riley Pro', email: pending.email, mobile_number: pending.mobile_number },
      business,
    });
  });

  it('never keeps the password, even when the form hands it over', () => {
    const typed = { name: 'Riley Pro', email: pending.email, password: 'Secret-pass-1' };
    startVerification(typed, pending);
    expect(localStorage.getItem(REGISTRATION_KEY)).not.toContain('Secret-pass-1');
    expect(readRegistrationDraft().step).toBe(2);
  });

  it('starts over from anything that is not a draft', () => {
    for (const stored of ['{broken', '{"step":9}', 'null', '[]']) {
      localStorage.setItem(REGISTRATION_KEY, stored);
      expect(readRegistrationDraft(), stored).toEqual({ step: 1 });
    }
  });

  it('the hook follows updates, a clear, and a logout (which clears every homebid.* key)', () => {
    const { result } = renderHook(() => useRegistrationDraft());
    expect(result.current.step).toBe(1);
    act(() => updateRegistrationDraft({ step: 3, business }));
    expect(result.current).toEqual({ step: 3, business });
    act(() => clearRegistrationDraft());
    expect(result.current).toEqual({ step: 1 });
    act(() => updateRegistrationDraft({ step: 4, business }));
    expect(result.current.step).toBe(4);
    act(() => clearSession());
    expect(result.current).toEqual({ step: 1 });
    expect(localStorage.getItem(REGISTRATION_KEY)).toBeNull();
  });
});

describe('resumeStep: where a reload or a sign-in resumes (spec §4)', () => {
  const draft = (value: RegistrationDraft) => value;

  it('signed out: only the steps before verification', () => {
    expect(resumeStep(draft({ step: 2, pending }), null)).toBe(2);
    expect(resumeStep(draft({ step: 2 }), null)).toBe(1);
    expect(resumeStep(draft({ step: 4, business }), null)).toBe(1);
    expect(resumeStep(draft({ step: 1 }), null)).toBe(1);
  });

  it("signed in: the account's signup_status decides", () => {
    expect(resumeStep(draft({ step: 1 }), 'verification_status')).toBe(2);
    expect(resumeStep(draft({ step: 1 }), 'business-info')).toBe(3);
    expect(resumeStep(draft({ step: 4 }), 'business-info')).toBe(3);
    expect(resumeStep(draft({ step: 4, business }), 'business-info')).toBe(4);
    expect(resumeStep(draft({ step: 3, business }), 'business-info')).toBe(3);
    expect(resumeStep(draft({ step: 1 }), 'additional-info')).toBe(5);
  });
});
