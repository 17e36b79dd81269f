import { MAX_UPLOAD_BYTES, uploadMessages } from '@homebid/contracts/files';
import { customerProjectMessages, PROJECT_LIMITS } from '@homebid/contracts/projects';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { AccountStep } from '../components/account-step';
import { hireTexts } from '../texts';
import { saveDraftFile } from './draft-files';
import {
  chooseHireService,
  clearHireDraft,
  type DraftService,
  HIRE_DRAFT_KEY,
  readHireDraft,
  updateHireDraft,
} from './hire-draft';
import { useDraftFiles } from './use-draft-files';

const roofRepair: DraftService = {
  project_type_id: 1,
  project_sub_type_id: 11,
  type_title: 'Roofing',
  sub_type_name: 'Roof Repair',
};
const leakRepair: DraftService = {
  project_type_id: 2,
  project_sub_type_id: 21,
  type_title: 'Plumbing',
  sub_type_name: 'Leak Repair',
};

beforeEach(() => {
  clearHireDraft();
  localStorage.clear();
});

describe('the hire draft', () => {
  it('is kept in localStorage, so a new page (a reload, another tab) reads it back', () => {
    chooseHireService(roofRepair, '10001');
    updateHireDraft({ answers: { leak: true }, step: 'q:leak' });
    updateHireDraft((draft) => ({ details: { ...draft.details, title: 'Fix the roof' } }));
    const stored = JSON.parse(localStorage.getItem(HIRE_DRAFT_KEY) ?? '{}');
    expect(stored.service).toEqual(roofRepair);
    expect(stored.zipcode).toBe('10001');
    expect(stored.answers).toEqual({ leak: true });
    expect(stored.step).toBe('q:leak');
    expect(stored.details.title).toBe('Fix the roof');
    expect(stored.details.zipcode).toBe('10001');
    // A page that starts from storage alone reads the same draft.
    localStorage.setItem(HIRE_DRAFT_KEY, JSON.stringify({ ...stored, zipcode: '94105' }));
    expect(readHireDraft().zipcode).toBe('94105');
    expect(readHireDraft().answers).toEqual({ leak: true });
  });

  it('the same service again keeps the answers; another service starts its questions again but keeps the job', () => {
    chooseHireService(roofRepair, '10001');
    updateHireDraft((draft) => ({
      answers: { leak: true },
      step: 'details',
      details: { ...draft.details, title: 'Fix the roof', street_address: '1 Main St' },
    }));
    chooseHireService(roofRepair, '10002');
    expect(readHireDraft().answers).toEqual({ leak: true });
    expect(readHireDraft().step).toBe('details');
    expect(readHireDraft().details.zipcode).toBe('10002');

    chooseHireService(leakRepair, '10002');
    expect(readHireDraft().service).toEqual(leakRepair);
    expect(readHireDraft().answers).toEqual({});
    expect(readHireDraft().step).toBeNull();
    expect(readHireDraft().details.title).toBe('Fix the roof');
  });

  it('a sign-out (which clears the session keys) leaves the draft; posting clears it', () => {
    chooseHireService(roofRepair, '10001');
    clearSession();
    expect(readHireDraft().service).toEqual(roofRepair);
    clearHireDraft();
    expect(localStorage.getItem(HIRE_DRAFT_KEY)).toBeNull();
    expect(readHireDraft().service).toBeNull();
  });

  it('an unreadable or foreign value reads as an empty draft', () => {
    localStorage.setItem(HIRE_DRAFT_KEY, '{not json');
    expect(readHireDraft().service).toBeNull();
    localStorage.setItem(HIRE_DRAFT_KEY, JSON.stringify({ version: 2, service: roofRepair }));
    expect(readHireDraft().service).toBeNull();
  });

  it('keeps what the sign-up form takes, never the password', async () => {
    chooseHireService(roofRepair, '10001');
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AccountStep isOtherRole={false} onDone={() => {}} />
      </QueryClientProvider>,
    );
    await user.type(screen.getByLabelText(hireTexts.nameLabel), 'Casey Home');
    await user.type(screen.getByLabelText(hireTexts.emailLabel), 'casey@example.test');
    await user.type(screen.getByLabelText(hireTexts.mobileLabel), '2125550123');
    await user.type(screen.getByLabelText(hireTexts.passwordLabel), 'Secret-pass-42');
    const raw = localStorage.getItem(HIRE_DRAFT_KEY) ?? '';
    expect(readHireDraft().account).toMatchObject({
      name: 'Casey Home',
      email: 'casey@example.test',
      mobile_number: '2125550123',
    });
    expect(raw).not.toContain('Secret-pass-42');
  });

  it('photos: this page keeps what was added; files a device could not keep are dropped from the draft and named, to add again', async () => {
    // happy-dom has no IndexedDB: the files live in this page's memory only, as in a private window.
    const kept = new File(['jpeg'], 'roof.jpg', { type: 'image/jpeg' });
    await saveDraftFile('kept', kept);
    updateHireDraft({
      files: [
        { id: 'kept', name: 'roof.jpg', type: 'image/jpeg', size: 4 },
        { id: 'gone-1', name: 'gutter.jpg', type: 'image/jpeg', size: 4 },
        { id: 'gone-2', name: 'clip.mp4', type: 'video/mp4', size: 4 },
      ],
    });
    const { result } = renderHook(() => useDraftFiles());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.lost).toEqual(['gutter.jpg', 'clip.mp4']);
    expect(result.current.items.map((item) => item.file)).toEqual([kept]);
    expect(readHireDraft().files.map((ref) => ref.id)).toEqual(['kept']);
  });

  it('photos: only images and videos up to 10 MB, at most the project limit; each refusal names its file', async () => {
    const { result } = renderHook(() => useDraftFiles());
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const images = Array.from(
      { length: PROJECT_LIMITS.maxFiles },
      (_, i) => new File(['x'], `photo-${i}.png`, { type: 'image/png' }),
    );
    let refused: string[] = [];
    act(() => {
      refused = result.current.add([
        new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }),
        new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.mp4', { type: 'video/mp4' }),
        ...images,
        new File(['x'], 'one-too-many.webm', { type: 'video/webm' }),
      ]);
    });
    expect(refused).toEqual([
      `quote.pdf: ${uploadMessages.imagesOrVideosOnly}`,
      `huge.mp4: ${uploadMessages.tooLarge}`,
      `one-too-many.webm: ${customerProjectMessages.tooManyFiles}`,
    ]);
    expect(result.current.items.map((item) => item.file.name)).toEqual(images.map((file) => file.name));
    expect(readHireDraft().files).toHaveLength(PROJECT_LIMITS.maxFiles);
    act(() => result.current.remove(readHireDraft().files[0]?.id ?? ''));
    expect(result.current.items[0]?.file.name).toBe('photo-1.png');
  });
});
