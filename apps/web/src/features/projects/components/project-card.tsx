import { CARD_STATUS, cardStatusLabel, type TProjectCard, type TProjectDetailFrom } from '@homebid/contracts/projects';
import { formatDollars } from '@homebid/contracts/wallet';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fileSrc } from '@/lib/file-src';
import { projectScreenTexts } from '../texts';
import { relativeTime } from '../utils/format';
import { BookmarkButton } from './bookmark-button';
import { ClockIcon, PinIcon, ProjectPlaceholder, RouteIcon, UsersIcon } from './project-icons';

export interface ProjectCardProps {
  project: TProjectCard;
  /** Where the detail's back link returns to (spec §2): the list this card is in. */
  from: TProjectDetailFrom;
  /** More lines at the bottom of the card (My Projects: bid amount, type, hours). */
  extra?: ReactNode;
}

/** A status label's colours by what it says (spec 'access' §4). */
function statusClass(status: number): string {
  switch (status) {
    case CARD_STATUS.hired:
      return 'bg-brand-700 text-white';
    case CARD_STATUS.completed:
      return 'bg-emerald-700 text-white';
    case CARD_STATUS.cancellation_requested:
      return 'bg-amber-400 text-slate-900';
    case CARD_STATUS.cancelled:
      return 'bg-slate-700 text-white';
    default:
      return 'bg-white/95 text-brand-800';
  }
}

/**
 * One project in a list (spec 'access' §2 Project card): picture or placeholder, title, type and
 * sub-type, place, age, distance, budget, lead price, how many pros bid (never the amounts) and the status label. The
 * whole card opens the detail; the bookmark toggle sits above the link.
 */
export function ProjectCard({ project, from, extra }: ProjectCardProps) {
  const label = cardStatusLabel(project.status, project.lead_purchased);
  const place = [project.city, project.state].filter(Boolean).join(', ');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-brand-500 hover:border-brand-500 hover:shadow-md">
      <div className="relative aspect-[16/10] bg-slate-100">
        {project.project_image_url ? (
          <img
            src={fileSrc(project.project_image_url)}
            alt=""
            loading="lazy"
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <ProjectPlaceholder className="absolute inset-0 h-full w-full" label={projectScreenTexts.noPhoto} />
        )}
        {label && (
          <span
            className={`absolute left-3 top-3 rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${statusClass(project.status)}`}
          >
            {label}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <p className="truncate text-xs font-semibold uppercase tracking-wide text-brand-700">
            {project.project_type}
            {project.project_sub_type && ` / ${project.project_sub_type}`}
          </p>
          <h3 className="mt-1 line-clamp-2 text-base font-semibold text-slate-900">
            {/* The link's ::after covers the card, so the whole card opens the detail. */}
            <Link
              to={paths.projectDetail(project.id, from)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {project.title}
            </Link>
          </h3>
        </div>
        {/* Date and distance share a row while both fit whole; a long date ('9:13 PM, 16 Nov 2026') takes its own. */}
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-600">
          {place && (
            <li className="flex w-full min-w-0 items-center gap-1.5">
              <PinIcon className="h-4 w-4 shrink-0 text-slate-400" />
              <span className="truncate">{place}</span>
            </li>
          )}
          <li className="flex items-center gap-1.5 whitespace-nowrap">
            <ClockIcon className="h-4 w-4 shrink-0 text-slate-400" />
            <time dateTime={project.created_at}>{relativeTime(project.created_at)}</time>
          </li>
          {project.distance_miles !== null && (
            <li className="flex items-center gap-1.5 whitespace-nowrap">
              <RouteIcon className="h-4 w-4 shrink-0 text-slate-400" />
              <span>{projectScreenTexts.distance(project.distance_miles)}</span>
            </li>
          )}
          {(project.budget !== null || project.lead_price !== null) && (
            // Budget and lead price share their own row.
            <li className="flex w-full flex-wrap gap-x-4 gap-y-1">
              {project.budget !== null && (
                <span className="whitespace-nowrap font-semibold text-slate-900">
                  {projectScreenTexts.cardBudget(formatDollars(project.budget))}
                </span>
              )}
              {project.lead_price !== null && (
                <span className="whitespace-nowrap">
                  {projectScreenTexts.cardLeadPrice(formatDollars(project.lead_price))}
                </span>
              )}
            </li>
          )}
          <li className="flex w-full min-w-0 items-center gap-1.5">
            <UsersIcon className="h-4 w-4 shrink-0 text-slate-400" />
            <span className="truncate">{projectScreenTexts.bidCount(project.no_of_bids)}</span>
          </li>
        </ul>
        {extra && <div className="mt-auto border-t border-slate-100 pt-3 text-sm text-slate-700">{extra}</div>}
      </div>
      <BookmarkButton
        projectId={project.id}
        title={project.title}
        isBookmarked={project.bookmarked_by_current_provider}
        className="absolute right-3 top-3 z-10"
      />
    </article>
  );
}

/** The place of a card while the list loads. */
export function ProjectCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[16/10] animate-pulse bg-slate-200" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  );
}
