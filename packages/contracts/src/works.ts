// Works albums (spec 'portal-access-profile-chat-works.md' §2 My Works, §3 Album, §4, §5, §7).
import { z } from 'zod';
import './zod-config';

/** Texts of the My Works screens, verbatim from the specification where it gives them. */
export const worksTexts = {
  myWorks: 'My Works',
  newAlbum: 'New Album',
  createAlbumTitle: 'Create new work folder',
  emptyAlbums: 'Showcase your work',
  emptyAlbumsHint: 'Create an album and add photos of jobs you are proud of. Customers see them on your profile.',
  emptyAlbum: 'No images available',
  upload: 'Upload',
  /** A new album's card while the server has not answered yet. */
  savingAlbum: 'Saving…',
} as const;

export const worksMessages = {
  albumNameEmpty: 'Enter album name',
  albumNameTooLong: 'Album name can be at most 100 characters',
  albumCreated: 'Album created successfully',
  albumRenamed: 'Album renamed successfully',
  albumDeleted: 'Album deleted successfully',
  filesUploaded: 'Files uploaded successfully',
  fileRemoved: 'File removed successfully',
  albumNotFound: 'Album not found.',
  fileNotFound: 'File not found.',
  providerNotFound: 'Provider not found.',
  providerProfileMissing: 'Finish your registration to manage your works.',
  tooManyFiles: 'Upload at most 10 files at a time.',
  albumNotCreated: 'The album could not be created. Please try again.',
} as const;

/** Spec §4/§7: re-fetch delay after create, rename, delete and file removal (ms). */
export const WORKS_REFRESH_DELAY_MS = 2000;
/** Files per upload_document request (the web app sends one per request). */
export const MAX_FILES_PER_UPLOAD = 10;

export const ZAlbumName = z
  .string({ error: worksMessages.albumNameEmpty })
  .trim()
  .min(1, { error: worksMessages.albumNameEmpty, abort: true })
  .max(100, worksMessages.albumNameTooLong);

/** POST /api/album and PUT /api/album/{id}. */
export const ZAlbumRequest = z.object({
  album: z.object({ name: ZAlbumName }, { error: worksMessages.albumNameEmpty }),
});
export type TAlbumRequest = z.input<typeof ZAlbumRequest>;

export const ZAlbumFile = z.object({
  /** The album file's id (DELETE /api/delete_document/{id}). */
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: z.string(),
});
export type TAlbumFile = z.infer<typeof ZAlbumFile>;

export const ZAlbum = z.object({
  id: z.number().int(),
  name: z.string(),
  provider_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The newest file's thumbnail, or null for an empty album. */
  cover_thumbnail_url: z.string().nullable(),
  files_count: z.number().int(),
});
export type TAlbum = z.infer<typeof ZAlbum>;

/** GET /api/album, data. */
export const ZAlbumList = z.object({ album: z.array(ZAlbum) });
export type TAlbumList = z.infer<typeof ZAlbumList>;

/** POST /api/album and PUT /api/album/{id}, data. */
export const ZAlbumAnswer = z.object({ album: ZAlbum });

/** GET /api/album/{id}, data. */
export const ZAlbumDetail = z.object({ album: ZAlbum, files: z.array(ZAlbumFile) });
export type TAlbumDetail = z.infer<typeof ZAlbumDetail>;

/** POST /api/album/{id}/upload_document, data. */
export const ZUploadedAlbumFiles = z.object({ files: z.array(ZAlbumFile) });
export type TUploadedAlbumFiles = z.infer<typeof ZUploadedAlbumFiles>;

/** GET /api/providers/{id}/albums, data: a provider's public portfolio. */
export const ZPortfolio = z.object({
  albums: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
      files: z.array(ZAlbumFile),
    }),
  ),
});
export type TPortfolio = z.infer<typeof ZPortfolio>;

export const ZDeletedId = z.object({ id: z.number().int() });
