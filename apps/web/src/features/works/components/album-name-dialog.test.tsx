import { worksMessages } from '@homebid/contracts/works';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AlbumNameDialog } from './album-name-dialog';

function renderDialog(onSave: (name: string) => Promise<void>, initialName?: string) {
  const onClose = vi.fn();
  render(
    <AlbumNameDialog
      isOpen
      title="Create new work folder"
      submitLabel="Create"
      initialName={initialName}
      onClose={onClose}
      onSave={onSave}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create new work folder' });
  return { dialog, onClose, field: screen.getByLabelText('Album name') };
}

describe('AlbumNameDialog', () => {
  it('an empty name saves nothing and shows nothing (spec §5); the field keeps the focus', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    const { field } = renderDialog(onSave);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it("a name over 100 characters shows the contract's message under the field", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    const { field } = renderDialog(onSave);
    await user.type(field, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe(worksMessages.albumNameTooLong);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed name', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    const { field } = renderDialog(onSave);
    await user.type(field, '  Kitchen remodel ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith('Kitchen remodel'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the server's refusal shows under the field", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new ApiError(422, [worksMessages.albumNameEmpty]);
    });
    const { field } = renderDialog(onSave, 'Kitchen');
    expect((field as HTMLInputElement).value).toBe('Kitchen');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe(worksMessages.albumNameEmpty);
  });

  it('Cancel asks the owner to close', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(vi.fn(async () => {}));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
