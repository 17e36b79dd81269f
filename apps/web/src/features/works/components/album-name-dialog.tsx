import { ZAlbumName } from '@homebid/contracts/works';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { answerMessageOr } from '@/lib/api-client';

const ZAlbumNameForm = z.object({ name: ZAlbumName });
type TAlbumNameForm = z.input<typeof ZAlbumNameForm>;

export interface AlbumNameDialogProps {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  /** The name the field starts with each time the dialog opens (rename); empty for a new album. */
  initialName?: string;
  /** Clears the field this long after a save (spec §4: the create-album name resets after 2 s). */
  clearAfterSaveMs?: number;
  onClose: () => void;
  /** Saves the name; the caller closes the dialog. A thrown error is shown under the field. */
  onSave: (name: string) => Promise<void>;
}

/** The album name form of the Create new work folder and Rename dialogs. */
export function AlbumNameDialog({
  isOpen,
  title,
  submitLabel,
  initialName,
  clearAfterSaveMs,
  onClose,
  onSave,
}: AlbumNameDialogProps) {
  const form = useForm<TAlbumNameForm>({
    resolver: zodResolver(ZAlbumNameForm),
    defaultValues: { name: initialName ?? '' },
  });
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(clearTimer.current), []);

  // A rename starts from the album's current name each time it opens.
  useEffect(() => {
    if (isOpen && initialName !== undefined) form.reset({ name: initialName });
  }, [isOpen, initialName, form]);

  const save = form.handleSubmit(async ({ name }) => {
    try {
      await onSave(name);
    } catch (error) {
      form.setError('name', { message: answerMessageOr(error, 'The album could not be saved. Please try again.') });
      return;
    }
    if (clearAfterSaveMs !== undefined) {
      clearTimeout(clearTimer.current);
      clearTimer.current = setTimeout(() => form.reset({ name: '' }), clearAfterSaveMs);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Spec §5: an empty album name does nothing.
    if (!form.getValues('name').trim()) {
      event.preventDefault();
      form.setFocus('name');
      return;
    }
    void save(event);
  };

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Album name"
          autoComplete="off"
          maxLength={120}
          autoFocus
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" isLoading={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
