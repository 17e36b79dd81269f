/** Every query key of the static pages, from one factory. */
export const staticPagesKeys = {
  all: ['static-pages'] as const,
  faqs: () => [...staticPagesKeys.all, 'faqs'] as const,
};
