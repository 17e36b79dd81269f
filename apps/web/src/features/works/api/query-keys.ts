/** Every query key of the works feature, from one factory. */
export const worksKeys = {
  all: ['works'] as const,
  albums: () => [...worksKeys.all, 'albums'] as const,
  album: (albumId: number) => [...worksKeys.all, 'album', albumId] as const,
};
