import { CONTACT_DETAIL_MASK } from '@homebid/contracts/contact-guard';
import {
  CUSTOMER_NOTIFICATION_TASK,
  KNOWN_TASK_NAMES,
  NOTIFICATION_TASK,
  notificationDeliveryTexts,
  notificationTitle,
  type TKnownTaskName,
} from '@homebid/contracts/notifications';
import { pageUrl } from '@homebid/contracts/routes';
import { providerProjects, zipCodes } from '@homebid/db/schema';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../../src/modules/notifications';
import { distanceMiles } from '../../../src/modules/service-areas';
import { dialects } from '../../helpers/build-test-app';
import { createProject, setUpProvider, twoSubTypes } from '../../helpers/marketplace';
import { headerOf, type ReceivedMail } from '../../helpers/messaging';
import { type CreatedUser, createUser } from '../../helpers/users';
import { buildMessagingApp, delivered, type MessagingApp, uniqueMobile } from './support';

// Notification e-mails are rendered from React components (apps/api/src/lib/mail/templates): the
// readable title as subject, the project's card as its reader may see it, one button, a text part,
// and RFC 8058 one-click unsubscribe; a one-time code's e-mail carries no unsubscribe at all.

const PHONE = '212-555-0147';
const AREA_ZIP = '10001';
const PROJECT_ZIP = '10601';

describe.each(dialects())('notification e-mails on %s', (dialect) => {
  let m: MessagingApp;
  let publicUrl: string;
  let subType: Awaited<ReturnType<typeof twoSubTypes>>[number];

  beforeAll(async () => {
    m = await buildMessagingApp(dialect);
    publicUrl = m.t.app.config.publicUrl;
    [subType] = await twoSubTypes(m.t.db);
  }, 120_000);
  afterAll(() => m?.close());

  /** A provider serving AREA_ZIP, and a customer's project at PROJECT_ZIP whose title has a phone number. */
  async function providerAndProject() {
    const pro = await createUser(m.t.db, { role: 'provider', name: 'Pat Provider', mobileNumber: uniqueMobile() });
    await setUpProvider(m.t.db, pro.providerId as number, { zipcode: AREA_ZIP, subTypeIds: [subType.id] });
    const customer = await createUser(m.t.db, { role: 'customer', name: 'Casey Customer' });
    const project = await createProject(m.t.db, {
      customerUserId: customer.id,
      subType,
      zipcode: PROJECT_ZIP,
      title: `Deck repair, call ${PHONE}`,
    });
    return { pro, customer, project };
  }

  /** Writes a notification as an event does, waits for its delivery and answers the e-mail it sent. */
  async function mailOf(user: CreatedUser, taskName: TKnownTaskName, text: string, projectId?: number) {
    const row = await m.t.db.transaction((tx) => notify(tx, { userId: user.id, taskName, text, projectId }));
    await delivered(m.t, row.id);
    const mail = m.smtp.mailsTo(user.email).find((received) => received.text.includes(text));
    expect(mail, `the e-mail of '${text}'`).toBeDefined();
    return mail as ReceivedMail;
  }

  /** The miles the project card should show: from the area's zip centre to the project's, one decimal. */
  async function expectedMiles() {
    const places = await m.t.db
      .select()
      .from(zipCodes)
      .where(inArray(zipCodes.zip, [AREA_ZIP, PROJECT_ZIP]));
    const [area, site] = [AREA_ZIP, PROJECT_ZIP].map((zip) => places.find((place) => place.zip === zip));
    if (!area || !site) throw new Error('the reference zip codes are missing');
    return Math.round(distanceMiles(area, site) * 10) / 10;
  }

  it('a pro’s e-mail: the title as subject, the masked project card, one button to the project, a text part and one-click unsubscribe', async () => {
    const { pro, project } = await providerAndProject();
    const text = `New project near you: Deck repair, call ${CONTACT_DETAIL_MASK} in ${project.city}, ${project.state}`;
    const mail = await mailOf(pro, NOTIFICATION_TASK.newProject, text, project.id);
    const link = `${publicUrl}/project-detail/${project.id}/lead_projects`;
    const maskedTitle = `Deck repair, call ${CONTACT_DETAIL_MASK}`;
    const miles = await expectedMiles();
    expect(miles).toBeGreaterThan(0);

    expect(mail.subject).toBe('New Project Available for Bidding');
    expect(mail.raw).toMatch(/^From: HomeBid </m);

    // HTML: branded, one fluid column at most 600 px wide, the title, the text, the card and the button.
    expect(mail.html).toMatch(/^<!DOCTYPE html/i);
    expect(mail.html).toContain('name="viewport"');
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('>HomeBid</p>');
    expect(mail.html).toContain('>New Project Available for Bidding</h1>');
    expect(mail.html).toContain(`Hello Pat Provider,`);
    for (const shown of [
      maskedTitle,
      `${project.city}, ${project.state}`,
      'Budget: $250.00',
      notificationDeliveryTexts.emailDistance(miles),
    ]) {
      expect(mail.html, shown).toContain(shown);
    }
    const buttons = [...mail.html.matchAll(/<a\b[^>]*>[\s\S]*?<\/a>/g)].filter(([a]) => a.includes('View the project'));
    expect(buttons).toHaveLength(1);
    expect(buttons[0][0]).toContain(`href="${link}"`);

    // The text part says the same in plain words.
    for (const shown of [
      'Hello Pat Provider,',
      '\nNew Project Available for Bidding\n',
      text,
      maskedTitle,
      'Budget: $250.00',
      notificationDeliveryTexts.emailDistance(miles),
      link,
      notificationDeliveryTexts.emailUnsubscribe,
    ]) {
      expect(mail.text, shown).toContain(shown);
    }
    expect(mail.text).not.toContain('<');

    // RFC 8058: the signed link in List-Unsubscribe, the one-click POST in List-Unsubscribe-Post; the
    // footer links the unsubscribe page with the same token and says why the pro gets it.
    const unsubscribe = /^<([^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(unsubscribe).toMatch(new RegExp(`^${publicUrl}/api/unsubscribe\\?token=${pro.id}\\.new_project\\.`));
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const token = new URL(unsubscribe).searchParams.get('token') ?? '';
    const unsubscribePage = `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(mail.html).toContain(`href="${unsubscribePage}"`);
    expect(mail.text).toContain(unsubscribePage);
    expect(mail.text).toContain(notificationDeliveryTexts.emailWhy('New projects in your area'));
    expect(mail.html).toContain(`href="${publicUrl}/notification-settings"`);

    // The customer's phone number is nowhere: the pro has not bought the lead.
    expect(`${mail.subject}\n${mail.text}\n${mail.html}\n${mail.raw}`).not.toContain(PHONE);
  });

  it('shows the title as typed once the pro bought the lead', async () => {
    const { pro, project } = await providerAndProject();
    await m.t.db
      .insert(providerProjects)
      .values({ providerId: pro.providerId as number, projectId: project.id, leadPurchasedAt: new Date() });
    const mail = await mailOf(pro, NOTIFICATION_TASK.contacted, 'A customer sent you a message', project.id);
    expect(mail.subject).toBe('New message from a customer');
    expect(mail.html).toContain(`Deck repair, call ${PHONE}`);
    expect(mail.text).toContain(`Deck repair, call ${PHONE}`);
    expect(mail.html).toContain(`href="${publicUrl}/project-detail/${project.id}/my_projects?chat=1"`);
  });

  it('names no task name anywhere, for any task name, and leaves the card out without a project', async () => {
    const pro = await createUser(m.t.db, { role: 'provider', mobileNumber: uniqueMobile() });
    // The task names written as one CamelCase word are the internal ones.
    const internal = KNOWN_TASK_NAMES.filter((name) => /^[A-Z][a-z]+[A-Z]\w*$/.test(name));
    expect(internal).toEqual(expect.arrayContaining(['ProjectContacted', 'RemainderToBid']));
    for (const [index, taskName] of internal.entries()) {
      const mail = await mailOf(pro, taskName, `Plain notice ${index}`);
      expect(mail.subject).toBe(notificationTitle(taskName));
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(taskName);
      expect(mail.html).not.toContain(notificationDeliveryTexts.emailBudget);
      expect(mail.html).toContain('Open HomeBid');
      expect(headerOf(mail, 'List-Unsubscribe')).toMatch(/^<.+>$/);
    }
  });

  it('a customer’s e-mail shows the customer’s own project, without a distance, and links the customer’s pages', async () => {
    const customer = await createUser(m.t.db, { role: 'customer', name: 'Casey Customer' });
    const project = await createProject(m.t.db, {
      customerUserId: customer.id,
      subType,
      zipcode: PROJECT_ZIP,
      title: `Fence, text me at ${PHONE}`,
    });
    const mail = await mailOf(
      customer,
      CUSTOMER_NOTIFICATION_TASK.newBid,
      'Ada Alpha Co bid on your fence',
      project.id,
    );
    expect(mail.subject).toBe('New Bid on Your Project');
    expect(mail.html).toContain(`Fence, text me at ${PHONE}`);
    expect(mail.html).toContain('Budget: $250.00');
    expect(mail.html).not.toContain('mi from your service area');
    expect(mail.html).toContain(`href="${publicUrl}${pageUrl('customerProject', { id: project.id })}"`);
    expect(mail.html).toContain(`href="${publicUrl}/customer/notification-settings"`);
    expect(headerOf(mail, 'List-Unsubscribe')).toContain(`token=${customer.id}.new_bid.`);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('shows no card of another customer’s project', async () => {
    const { project } = await providerAndProject();
    const stranger = await createUser(m.t.db, { role: 'customer' });
    const mail = await mailOf(stranger, 'Project Updates', 'Something changed', project.id);
    expect(mail.html).not.toContain('Deck repair');
    expect(mail.html).not.toContain(notificationDeliveryTexts.emailBudget);
  });

  it('a one-time code’s e-mail carries neither List-Unsubscribe nor List-Unsubscribe-Post', async () => {
    const user = await createUser(m.t.db, { role: 'provider', mobileNumber: uniqueMobile() });
    const response = await m.t.app.inject({
      method: 'POST',
      url: '/api/web_login_with_email',
      payload: { email: user.email, user_type: 2 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = m.smtp.mailsTo(user.email);
    expect(mail.subject).toBe('Your HomeBid login code');
    expect(mail.text).toMatch(/\n\d{6}\n/);
    expect(mail.html).toMatch(/<p[^>]*>\d{6}<\/p>/);
    expect(headerOf(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(mail.html).not.toContain('unsubscribe');
  });
});
