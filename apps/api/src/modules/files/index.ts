// The files module's front door: storing uploads, removing them, and who may read private files.
export type { FileAccessRule } from './can-read-file';
export { deleteStoredObjects, removeStoredFiles } from './delete-stored-objects';
export { default as fileAccessPlugin } from './file-access';
export { readForm } from './read-form';
export { default as filesRoutes } from './routes';
export { readUploadedFile, type StoredFile, storeUpload, storeUploadedBytes } from './store-upload';
