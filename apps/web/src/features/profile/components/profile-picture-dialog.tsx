import { IMAGE_ACCEPT, IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, uploadMessages } from '@homebid/contracts/files';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { UploadProgress } from '@/components/ui/upload-progress';
import { useFileDrop } from '@/lib/use-file-drop';
import { useUpdateProfileImage } from '../api/update-profile-image';

export interface ProfilePictureDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Spec §2 Profile 'change picture': choose or drop a file (10 MB at most), then Update; success reloads. */
export function ProfilePictureDialog({ isOpen, onClose }: ProfilePictureDialogProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title="Change profile picture">
      <PicturePicker />
    </Modal>
  );
}

function checkFile(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  if (file.type && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return uploadMessages.imagesOnly;
  return null;
}

function PicturePicker() {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUpdateProfileImage();

  // The object URL belongs to the chosen file and is released with it.
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = checkFile(chosen);
    setError(problem);
    setFile(problem ? null : chosen);
    if (problem) setPreviewUrl(null);
  };
  const { isDragging, dropHandlers } = useFileDrop((files) => choose(files[0]));

  const onUpdate = () => {
    if (!file) {
      setError(uploadMessages.noFile);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          // Spec §4: a new profile picture reloads the page.
          window.location.reload();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <div className="space-y-4">
      <label
        htmlFor={inputId}
        {...dropHandlers}
        className={`flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-4 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${isDragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        {previewUrl && file ? (
          <img src={previewUrl} alt="Your choice, before upload" className="h-28 w-28 rounded-full object-cover" />
        ) : (
          <span className="font-medium text-slate-700">Choose a picture or drop it here</span>
        )}
        <span className="text-slate-500">JPEG, PNG, WebP or GIF, up to 10 MB</span>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-label="Profile picture file"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {file && <p className="truncate text-sm text-slate-600">{file.name}</p>}
      {upload.isPending && <UploadProgress label="Upload of the profile picture" fraction={progress} />}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button onClick={onUpdate} isLoading={upload.isPending}>
          Update
        </Button>
      </div>
    </div>
  );
}
