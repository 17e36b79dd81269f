import { bids, projects } from '@homebid/db/schema';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../helpers/build-test-app';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { type MultipartFilePart, multipart } from '../../helpers/multipart';
import { type CreatedUser, createUser, type SessionHeaders, signIn } from '../../helpers/users';

export interface Party {
  user: CreatedUser;
  headers: SessionHeaders;
}

export interface ChatScene {
  customer: Party;
  pro: Party;
  /** A provider serving elsewhere: the project is not available to it. */
  stranger: Party;
  /** Another customer. */
  otherCustomer: Party;
  projectId: number;
  providerId: number;
}

/** A customer's open project in Manhattan, available to `pro` (its area and service). */
export async function setUpChatScene(t: TestApp, { title = 'Paint the hallway' } = {}): Promise<ChatScene> {
  const [subType] = await twoSubTypes(t.db);
  const customerUser = await createUser(t.db, { role: 'customer', name: 'Jordan Q Private' });
  const otherCustomerUser = await createUser(t.db, { role: 'customer' });
  const proUser = await createUser(t.db, { role: 'provider' });
  const strangerUser = await createUser(t.db, { role: 'provider' });
  await setUpProvider(t.db, proUser.providerId as number, { subTypeIds: [subType.id] });
  await setUpProvider(t.db, strangerUser.providerId as number, { zipcode: '90210', subTypeIds: [subType.id] });
  const project = await createProject(t.db, { customerUserId: customerUser.id, subType, title });
  const party = async (user: CreatedUser): Promise<Party> => ({ user, headers: await signIn(t.app, user) });
  return {
    customer: await party(customerUser),
    otherCustomer: await party(otherCustomerUser),
    pro: await party(proUser),
    stranger: await party(strangerUser),
    projectId: project.id,
    providerId: proUser.providerId as number,
  };
}

export async function placeBid(t: TestApp, projectId: number, providerId: number) {
  const [bid] = await t.db
    .insert(bids)
    .values({ projectId, providerId, amountCents: 50_000, bidType: 0, breakdown: 'Labour and paint' })
    .returning();
  return bid;
}

export async function hire(t: TestApp, projectId: number, providerId: number) {
  const bid = await placeBid(t, projectId, providerId);
  await t.db
    .update(projects)
    .set({ status: 'hired', hiredProviderId: providerId, hiredBidId: bid.id, hiredAt: new Date() })
    .where(eq(projects.id, projectId));
}

export interface SendInput {
  project_id: number | string;
  provider_id: number | string;
  msg?: string;
  message_by?: string;
  message_type?: string;
}

/** POST /api/messages/chat_creation as the spec's client sends it: `message` JSON and an optional `document`. */
export function sendMessage(
  t: TestApp,
  headers: SessionHeaders,
  message: SendInput | string,
  files: MultipartFilePart[] = [],
) {
  const body = multipart(files, { message: typeof message === 'string' ? message : JSON.stringify(message) });
  return t.app.inject({
    method: 'POST',
    url: '/api/messages/chat_creation',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The smallest MP4 file-type recognises: an ftyp box of brand isom, then an empty mdat. */
export function makeMp4(extraBytes = 64): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypisom', 4, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  const mdat = Buffer.alloc(8 + extraBytes);
  mdat.writeUInt32BE(8 + extraBytes, 0);
  mdat.write('mdat', 4, 'latin1');
  for (let i = 8; i < mdat.length; i++) mdat[i] = i % 251;
  return Buffer.concat([ftyp, mdat]);
}
