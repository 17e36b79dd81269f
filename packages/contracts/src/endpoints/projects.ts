// The provider's side of the marketplace (spec 'portal-projects-leads-money.md' §2, §7; dashboard of
// 'portal-access-profile-chat-works.md' §2).
import { z } from 'zod';
import { endpoint, MULTIPART } from '../endpoint';
import { envelopeOf } from '../envelope';
import {
  ZAvailableProjects,
  ZAvailableProjectsQuery,
  ZBidCommission,
  ZBidDetail,
  ZBidParams,
  ZCancellationRequest,
  ZDashboard,
  ZDashboardQuery,
  ZIdParams,
  ZProjectDetail,
  ZProjectIdParams,
  ZProjectList,
  ZProjectVideos,
  ZRelatedProjects,
  ZRelatedProjectsQuery,
} from '../projects';

const tag = 'projects';
const ZProjectRef = z.object({ project_id: z.number().int() });

export const listAvailableProjects = endpoint({
  method: 'GET',
  path: '/v2/providers/projects',
  auth: 'provider',
  tag,
  summary: 'Available Projects: open projects in the provider’s serviced zip codes and services, with filters',
  query: ZAvailableProjectsQuery,
  answers: { 200: envelopeOf(ZAvailableProjects) },
});

export const listWebProjectsAvailable = endpoint({
  method: 'GET',
  path: '/providers/web_projects_available',
  auth: 'provider',
  tag,
  summary: 'Available projects whose lead the provider has not bought yet',
  answers: { 200: envelopeOf(ZProjectList) },
});

export const listInConversation = endpoint({
  method: 'GET',
  path: '/providers/web_in_conversation',
  auth: 'provider',
  tag,
  summary: 'Projects the provider is engaged in (bid placed, lead bought or hired)',
  answers: { 200: envelopeOf(ZProjectList) },
});

export const listRelatedProjects = endpoint({
  method: 'GET',
  path: '/providers/web_related_projects',
  auth: 'provider',
  tag,
  summary: 'Other available projects of the same sub-type',
  query: ZRelatedProjectsQuery,
  answers: { 200: envelopeOf(ZRelatedProjects) },
});

export const getProviderProject = endpoint({
  method: 'GET',
  path: '/v2/providers/projects/:id',
  auth: 'provider',
  tag,
  summary: 'One project as this provider may see it (contact details only after purchase or hire)',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZProjectDetail) },
});

export const getProjectVideos = endpoint({
  method: 'GET',
  path: '/projects/:id/get_project_videos',
  auth: 'provider',
  tag,
  summary: 'The videos of a project the provider may see',
  params: ZIdParams,
  answers: { 200: envelopeOf(ZProjectVideos) },
});

export const getBidCommissionDetails = endpoint({
  method: 'GET',
  path: '/get_bid_commission_details',
  auth: 'provider',
  tag,
  summary: 'The fee scale applied to bids (the customer pays it up front)',
  answers: { 200: envelopeOf(ZBidCommission) },
});

export const createBid = endpoint({
  method: 'POST',
  path: '/v2/providers/projects/:project_id/bid',
  auth: 'provider',
  tag,
  summary: 'Bid on an available project (multipart: bid_amount, bid_type 0 fixed / 1 hourly, hours, bid_breakdown)',
  params: ZProjectIdParams,
  body: MULTIPART,
  answers: { 200: envelopeOf(ZBidDetail) },
});

export const updateBid = endpoint({
  method: 'PUT',
  path: '/v2/providers/projects/:project_id/bid/:bid_id',
  auth: 'provider',
  tag,
  summary: 'Edit the provider’s own bid while the project is in bidding (same multipart fields)',
  params: ZBidParams,
  body: MULTIPART,
  answers: { 200: envelopeOf(ZBidDetail) },
});

export const deleteBid = endpoint({
  method: 'DELETE',
  path: '/providers/delete_bid/:project_id',
  auth: 'provider',
  tag,
  summary: 'Withdraw the provider’s bid while the project is in bidding',
  params: ZProjectIdParams,
  answers: { 200: envelopeOf(ZProjectRef) },
});

export const ignoreProject = endpoint({
  method: 'PUT',
  path: '/providers/provider_project/ignore/:project_id',
  auth: 'provider',
  tag,
  summary: 'Hide a project from the provider’s available lists',
  params: ZProjectIdParams,
  answers: { 200: envelopeOf(ZProjectRef) },
});

export const bookmarkProject = endpoint({
  method: 'PUT',
  path: '/v2/providers/projects/:project_id/bookmark',
  auth: 'provider',
  tag,
  summary: 'Bookmark a project (the Bookmarks tab of My Projects)',
  params: ZProjectIdParams,
  answers: { 200: envelopeOf(ZProjectRef.extend({ bookmarked: z.boolean() })) },
});

export const unbookmarkProject = endpoint({
  method: 'DELETE',
  path: '/v2/providers/projects/:project_id/bookmark',
  auth: 'provider',
  tag,
  summary: 'Remove a bookmark',
  params: ZProjectIdParams,
  answers: { 200: envelopeOf(ZProjectRef.extend({ bookmarked: z.boolean() })) },
});

export const listInBidding = endpoint({
  method: 'GET',
  path: '/v2/providers/activities/in_bidding',
  auth: 'provider',
  tag,
  summary: 'My Projects, In-Bidding: projects the provider bid on that are still open',
  answers: { 200: envelopeOf(ZProjectList) },
});

export const listInProcessing = endpoint({
  method: 'GET',
  path: '/v2/providers/my_projects/in_processing',
  auth: 'provider',
  tag,
  summary: 'My Projects, Hired: jobs the provider was hired for, not finished',
  answers: { 200: envelopeOf(ZProjectList) },
});

export const listHistory = endpoint({
  method: 'GET',
  path: '/v2/providers/my_projects/history',
  auth: 'provider',
  tag,
  summary: 'My Projects, Completed: finished and cancelled jobs',
  answers: { 200: envelopeOf(ZProjectList) },
});

export const listBookmarks = endpoint({
  method: 'GET',
  path: '/v2/providers/activities/bookmark',
  auth: 'provider',
  tag,
  summary: 'My Projects, Bookmarks',
  answers: { 200: envelopeOf(ZProjectList) },
});

export const markProjectComplete = endpoint({
  method: 'POST',
  path: '/providers/project_status_update/:id.json',
  auth: 'provider',
  tag,
  summary: 'The hired provider marks the job complete (multipart: project_status 4, documents[] photos)',
  params: ZIdParams,
  body: MULTIPART,
  answers: { 200: envelopeOf(ZProjectRef.extend({ project_status: z.number().int() })) },
});

export const requestCancellation = endpoint({
  method: 'POST',
  path: '/cancellation_request',
  auth: 'provider',
  tag,
  summary: 'The hired provider asks to cancel the job, with a reason',
  body: ZCancellationRequest,
  answers: { 200: envelopeOf(ZProjectRef.extend({ project_status: z.number().int() })) },
});

export const getDashboard = endpoint({
  method: 'GET',
  path: '/v2/providers/dashboard.json',
  auth: 'provider',
  tag: 'dashboard',
  summary: 'The dashboard: stats, latest activities, own projects and available projects',
  query: ZDashboardQuery,
  answers: { 200: envelopeOf(ZDashboard) },
});
