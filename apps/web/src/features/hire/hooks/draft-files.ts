// The draft's photos and videos: File objects cannot go in localStorage, so they are kept in
// IndexedDB (one object store, keyed by the id the draft lists), where they survive a reload and a
// closed tab. Where IndexedDB is missing or refuses (a private window, a full disk), they are kept in
// this page's memory only; after a reload the draft then names the files it lost (see loadDraftFiles).

const DB_NAME = 'homebid-hire';
const STORE = 'files';

interface StoredFile {
  id: string;
  name: string;
  type: string;
  lastModified: number;
  blob: Blob;
}

/** This page's copies: always complete while the page lives, whatever IndexedDB did. */
const memory = new Map<string, File>();
let opening: Promise<IDBDatabase | null> | undefined;

function openDatabase(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') {
      resolve(null);
      return;
    }
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE))
          request.result.createObjectStore(STORE, { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

/** Runs one request in a transaction; answers its result, or null when IndexedDB failed. */
async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await openDatabase();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result ?? null);
      transaction.onerror = () => resolve(null);
      transaction.onabort = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

let nextId = 0;
/** A new id for a file of the draft. */
export const newDraftFileId = () => `f-${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/** Keeps a file of the draft; answers whether it will survive a reload (IndexedDB took it). */
export async function saveDraftFile(id: string, file: File): Promise<boolean> {
  memory.set(id, file);
  const record: StoredFile = { id, name: file.name, type: file.type, lastModified: file.lastModified, blob: file };
  const stored = await run('readwrite', (store) => store.put(record));
  return stored !== null;
}

export async function removeDraftFile(id: string): Promise<void> {
  memory.delete(id);
  await run('readwrite', (store) => store.delete(id));
}

/** Forgets every file of the draft (after posting, or a new draft). */
export async function clearDraftFiles(): Promise<void> {
  memory.clear();
  await run('readwrite', (store) => store.clear());
}

/**
 * The draft's files by id, from this page's memory or IndexedDB. An id missing from the answer is a
 * file this device could not keep: the page asks to add it again.
 */
export async function loadDraftFiles(ids: readonly string[]): Promise<Map<string, File>> {
  const found = new Map<string, File>();
  for (const id of ids) {
    const inMemory = memory.get(id);
    if (inMemory) {
      found.set(id, inMemory);
      continue;
    }
    const record = (await run('readonly', (store) => store.get(id) as IDBRequest<StoredFile | undefined>)) ?? null;
    if (record?.blob) {
      const file = new File([record.blob], record.name, { type: record.type, lastModified: record.lastModified });
      memory.set(id, file);
      found.set(id, file);
    }
  }
  return found;
}
