import type { TNotificationRole } from '@homebid/contracts/notifications';
import type { Database } from '@homebid/db/client';
import { projects, providerLocations, providerProjects, providers, zipCodes } from '@homebid/db/schema';
import { and, eq } from 'drizzle-orm';
import type { EmailProjectCard } from '../../lib/mail/notification-email';
import { canSeeCustomerContact, projectTitleFor, projectTitleSelection } from '../project-masking';
import { distanceMiles } from '../service-areas';

/**
 * The card of the project a notification is about, as its reader may see it: a customer sees the
 * customer's own project as typed (and no card for anyone else's); a pro sees the title with the
 * contact details masked until it bought the lead or was hired (the copy its lists show), and the
 * distance from its nearest service area's centre, as on its project cards. Null without a project.
 */
export async function emailProjectCard(
  db: Database,
  projectId: number,
  userId: number,
  role: TNotificationRole,
): Promise<EmailProjectCard | null> {
  const [project] = await db
    .select({
      ...projectTitleSelection,
      hired_provider_id: projects.hiredProviderId,
      city: projects.city,
      state: projects.state,
      customerUserId: projects.customerUserId,
      latitude: zipCodes.latitude,
      longitude: zipCodes.longitude,
    })
    .from(projects)
    .leftJoin(zipCodes, eq(zipCodes.zip, projects.zipcode))
    .where(eq(projects.id, projectId));
  if (!project) return null;
  const card = { city: project.city, state: project.state, budgetCents: project.budget_cents };
  if (role === 'customer') {
    return project.customerUserId === userId ? { ...card, title: project.title, distanceMiles: null } : null;
  }

  const [provider] = await db
    .select({ id: providers.id, leadPurchasedAt: providerProjects.leadPurchasedAt })
    .from(providers)
    .leftJoin(
      providerProjects,
      and(eq(providerProjects.providerId, providers.id), eq(providerProjects.projectId, projectId)),
    )
    .where(eq(providers.userId, userId));
  const canSeeContact = provider
    ? canSeeCustomerContact({ ...project, is_lead_purchased: provider.leadPurchasedAt !== null }, provider.id)
    : false;
  return {
    ...card,
    title: projectTitleFor(project, canSeeContact),
    distanceMiles: provider ? await nearestAreaMiles(db, provider.id, project) : null,
  };
}

/** Miles (one decimal) from the provider's nearest service-area centre to the project's zip; null when unknown. */
async function nearestAreaMiles(
  db: Database,
  providerId: number,
  project: { latitude: number | null; longitude: number | null },
): Promise<number | null> {
  const { latitude, longitude } = project;
  if (latitude === null || longitude === null) return null;
  const centres = await db
    .select({ latitude: zipCodes.latitude, longitude: zipCodes.longitude })
    .from(providerLocations)
    .innerJoin(zipCodes, eq(zipCodes.zip, providerLocations.zipcode))
    .where(eq(providerLocations.providerId, providerId));
  if (centres.length === 0) return null;
  const nearest = Math.min(...centres.map((centre) => distanceMiles(centre, { latitude, longitude })));
  return Math.round(nearest * 10) / 10;
}
