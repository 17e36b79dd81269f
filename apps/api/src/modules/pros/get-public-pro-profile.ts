import { SIGNUP_STATUS } from '@homebid/contracts/auth';
import { USER_TYPE } from '@homebid/contracts/common';
import {
  PUBLIC_REVIEWS_SHOWN,
  proProfileTexts,
  type TPublicProProfile,
  type TPublicReview,
} from '@homebid/contracts/pros';
import type { Database } from '@homebid/db/client';
import {
  feedbacks,
  projectSubTypes,
  projects,
  projectTypes,
  providerLocations,
  providerProjectSubTypes,
  providers,
  reviews,
  users,
  zipCodes,
} from '@homebid/db/schema';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Config } from '../../lib/config';
import { AppError } from '../../lib/errors';
import { replyOf } from '../reviews';
import { listProviderPortfolio } from '../works';
import { loadProCards } from './load-pro-cards';
import { shortPersonName } from './public-name';

export const proProfileNotFound = () => new AppError('not_found', proProfileTexts.notFound);

export interface GetPublicProProfileOptions {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  providerId: number;
}

/**
 * GET /v2/pros/:providerId: what anyone may see of a pro whose registration is complete. Only public
 * fields are read: no phone, e-mail, street address, licence or insurance number leaves here.
 */
export async function getPublicProProfile({
  db,
  config,
  providerId,
}: GetPublicProProfileOptions): Promise<TPublicProProfile> {
  const [provider] = await db
    .select({ id: providers.id, memberSince: providers.createdAt })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(
      and(
        eq(providers.id, providerId),
        eq(users.userType, USER_TYPE.provider),
        eq(users.signupStatus, SIGNUP_STATUS.completed),
      ),
    );
  if (!provider) throw proProfileNotFound();

  const [cards, services, areas, reviewRows, feedbackRows, [completed], portfolio] = await Promise.all([
    loadProCards(db, config, [provider.id]),
    db
      .select({ type: projectTypes.title, subType: projectSubTypes.name })
      .from(providerProjectSubTypes)
      .innerJoin(projectSubTypes, eq(projectSubTypes.id, providerProjectSubTypes.projectSubTypeId))
      .innerJoin(projectTypes, eq(projectTypes.id, projectSubTypes.projectTypeId))
      .where(eq(providerProjectSubTypes.providerId, provider.id))
      .orderBy(
        asc(projectTypes.position),
        asc(projectTypes.id),
        asc(projectSubTypes.position),
        asc(projectSubTypes.id),
      ),
    db
      .select({ city: zipCodes.city, state: zipCodes.state, radius: providerLocations.radius })
      .from(providerLocations)
      .innerJoin(zipCodes, eq(zipCodes.zip, providerLocations.zipcode))
      .where(eq(providerLocations.providerId, provider.id))
      .orderBy(asc(providerLocations.position), asc(providerLocations.id)),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        customerName: users.name,
        service: projectSubTypes.name,
        replyText: reviews.replyText,
        repliedAt: reviews.repliedAt,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.customerUserId))
      .leftJoin(projects, eq(projects.id, reviews.projectId))
      .leftJoin(projectSubTypes, eq(projectSubTypes.id, projects.projectSubTypeId))
      .where(eq(reviews.providerId, provider.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(PUBLIC_REVIEWS_SHOWN),
    // Reviews past customers left through a review link, without an account.
    db
      .select({
        id: feedbacks.id,
        rating: feedbacks.rating,
        comment: feedbacks.comment,
        customerName: feedbacks.name,
        replyText: feedbacks.replyText,
        repliedAt: feedbacks.repliedAt,
        createdAt: feedbacks.createdAt,
      })
      .from(feedbacks)
      .where(eq(feedbacks.providerId, provider.id))
      .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
      .limit(PUBLIC_REVIEWS_SHOWN),
    db
      .select({ jobs: count() })
      .from(projects)
      .where(and(eq(projects.hiredProviderId, provider.id), eq(projects.status, 'completed'))),
    listProviderPortfolio({ db, config, providerId: provider.id }),
  ]);
  const card = cards.get(provider.id);
  if (!card) throw proProfileNotFound();

  const byType = new Map<string, string[]>();
  for (const { type, subType } of services) byType.set(type, [...(byType.get(type) ?? []), subType]);

  // Each city once (two areas around one city show as the wider one).
  const cities = new Map<string, TPublicProProfile['areas'][number]>();
  for (const area of areas) {
    const key = `${area.city}|${area.state}`;
    const known = cities.get(key);
    if (!known || known.radius_miles < area.radius) {
      cities.set(key, { city: area.city, state: area.state, radius_miles: area.radius });
    }
  }

  const publicReviews: TPublicReview[] = [
    ...reviewRows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      customer_name: shortPersonName(row.customerName ?? ''),
      service: row.service,
      source: 'project' as const,
      reply: replyOf(row),
      createdAt: row.createdAt,
    })),
    ...feedbackRows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      customer_name: shortPersonName(row.customerName),
      service: null,
      source: 'review_link' as const,
      reply: replyOf(row),
      createdAt: row.createdAt,
    })),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, PUBLIC_REVIEWS_SHOWN)
    .map(({ createdAt, ...review }) => ({ ...review, created_at: createdAt.toISOString() }));

  return {
    ...card,
    services: [...byType].map(([project_type, project_sub_types]) => ({ project_type, project_sub_types })),
    areas: [...cities.values()],
    reviews: publicReviews,
    albums: portfolio.albums,
    member_since: provider.memberSince.toISOString(),
    jobs_completed: completed?.jobs ?? 0,
  };
}
