import { CHAT_IMAGE_CONTENT_TYPES, CHAT_VIDEO_CONTENT_TYPES } from '@homebid/contracts/chat';
import { MAX_UPLOAD_BYTES, uploadMessages } from '@homebid/contracts/files';
import { customerProjectMessages, PROJECT_LIMITS } from '@homebid/contracts/projects';
import { useCallback, useEffect, useState } from 'react';
import { loadDraftFiles, newDraftFileId, removeDraftFile, saveDraftFile } from './draft-files';
import { type DraftFileRef, readHireDraft, updateHireDraft, useHireDraft } from './hire-draft';

const ACCEPTED_TYPES: readonly string[] = [...CHAT_IMAGE_CONTENT_TYPES, ...CHAT_VIDEO_CONTENT_TYPES];

/** What the browser can tell before sending (the server sniffs the bytes): 10 MB, images or videos. */
export function checkProjectFile(file: File): string | null {
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return ACCEPTED_TYPES.includes(file.type) ? null : uploadMessages.imagesOrVideosOnly;
}

export interface DraftFileItem {
  ref: DraftFileRef;
  file: File;
}

export interface DraftFiles {
  /** The draft's files this page has, in the order they were added. */
  items: DraftFileItem[];
  /** True until the kept files were read back. */
  isLoading: boolean;
  /** The names of the files the draft listed that this device could not keep (to add again). */
  lost: string[];
  /** Adds files; answers the refusals ('name: why'). */
  add: (files: Iterable<File>) => string[];
  remove: (id: string) => void;
}

/** The draft's photos and videos: kept in IndexedDB, listed in the draft, read back after a reload. */
export function useDraftFiles(): DraftFiles {
  const draft = useHireDraft();
  const [loaded, setLoaded] = useState<Map<string, File> | null>(null);
  const [lost, setLost] = useState<string[]>([]);

  // Once per page: read the listed files back; those missing are dropped from the draft and counted.
  useEffect(() => {
    let isCurrent = true;
    const refs = readHireDraft().files;
    void loadDraftFiles(refs.map((ref) => ref.id)).then((found) => {
      if (!isCurrent) return;
      const missing = refs.filter((ref) => !found.has(ref.id));
      if (missing.length) {
        setLost(missing.map((ref) => ref.name));
        updateHireDraft((current) => ({ files: current.files.filter((ref) => found.has(ref.id)) }));
      }
      setLoaded(found);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const add = useCallback((files: Iterable<File>) => {
    const refused: string[] = [];
    const added: DraftFileItem[] = [];
    let count = readHireDraft().files.length;
    for (const file of files) {
      const problem = checkProjectFile(file);
      if (problem) refused.push(`${file.name}: ${problem}`);
      else if (count >= PROJECT_LIMITS.maxFiles) refused.push(`${file.name}: ${customerProjectMessages.tooManyFiles}`);
      else {
        count++;
        added.push({ ref: { id: newDraftFileId(), name: file.name, type: file.type, size: file.size }, file });
      }
    }
    if (added.length) {
      setLoaded((current) => {
        const next = new Map(current ?? []);
        for (const item of added) next.set(item.ref.id, item.file);
        return next;
      });
      updateHireDraft((current) => ({ files: [...current.files, ...added.map((item) => item.ref)] }));
      for (const item of added) void saveDraftFile(item.ref.id, item.file);
    }
    setLost([]);
    return refused;
  }, []);

  const remove = useCallback((id: string) => {
    updateHireDraft((current) => ({ files: current.files.filter((ref) => ref.id !== id) }));
    void removeDraftFile(id);
  }, []);

  const items = loaded
    ? draft.files.flatMap((ref) => {
        const file = loaded.get(ref.id);
        return file ? [{ ref, file }] : [];
      })
    : [];
  return { items, isLoading: loaded === null, lost, add, remove };
}
