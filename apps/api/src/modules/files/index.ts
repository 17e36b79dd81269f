// The files module's front door: storing uploads, removing them, who may read private files, and the
// addresses of a user's picture.
export { avatarUrls } from './avatar-urls';
export type { FileAccessRule } from './can-read-file';
export { deleteStoredObjects, removeStoredFiles } from './delete-stored-objects';
export { default as fileAccessPlugin } from './file-access';
export { readForm } from './read-form';
export { default as filesRoutes } from './routes';
export { type OnlyTypes, readUploadedFile, type StoredFile, storeUpload, storeUploadedBytes } from './store-upload';
