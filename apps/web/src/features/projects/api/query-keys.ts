import type { TAvailableProjectsQuery } from '@homebid/contracts/projects';

/** Every query key of the projects feature, from one factory. */
export const projectsKeys = {
  all: ['projects'] as const,
  available: (filters: TAvailableProjectsQuery) => [...projectsKeys.all, 'available', filters] as const,
  detail: (projectId: number) => [...projectsKeys.all, 'detail', projectId] as const,
  related: (projectId: number) => [...projectsKeys.all, 'related', projectId] as const,
  myProjects: (tab: MyProjectsTab) => [...projectsKeys.all, 'mine', tab] as const,
  dashboard: () => [...projectsKeys.all, 'dashboard'] as const,
  commission: () => [...projectsKeys.all, 'commission'] as const,
  /** The map's state and county outlines (a static file of the build, never changing while it runs). */
  usAtlas: () => [...projectsKeys.all, 'us-atlas'] as const,
};

export type MyProjectsTab = 'in_bidding' | 'hired' | 'completed' | 'bookmarks';
