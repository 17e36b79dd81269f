import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { certificateMessages } from '@homebid/contracts/certificates';
import { expect, type Page, test } from '@playwright/test';
import { certificateTexts } from '../apps/web/src/features/profile/certificate-texts';
import { prosTexts } from '../apps/web/src/features/pros/texts';
import { AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { signInAsNewProvider } from './support/session';

// Each test signs in a provider of its own (support/session.ts): they run in any order, in parallel.

const A11Y_RULES = axeRules(AXE_ROLE_RULES);

/** A small, well-formed PDF (the server sniffs the bytes). */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const section = (page: Page) => page.getByRole('region', { name: certificateTexts.title });

/** Chooses a PDF as the certificate of `kind` on /profile; answers the new certificate's id. */
async function uploadCertificate(page: Page, kind: 'license' | 'insurance', name: string): Promise<number> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/v2/providers/certificates') && response.request().method() === 'POST',
  );
  const title = kind === 'license' ? 'Licence certificate' : 'Insurance certificate';
  await section(page)
    .getByLabel(new RegExp(`: ${title}$`))
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.certificate.id;
}

/**
 * The operator's command (`npm run admin -- certificates …`) against the server's database. The
 * embedded PGlite belongs to the running server alone, so the command needs the PostgreSQL
 * database `npm test` hands the browser tests (E2E_DATABASE_URL).
 */
async function operator(...args: string[]) {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/admin.mjs', 'certificates', ...args], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return stdout;
}

test.describe('licence and insurance certificates', () => {
  test('a pro uploads a licence on the profile page and sees it Pending review, then replaces it', async ({ page }) => {
    await signInAsNewProvider(page);
    await page.goto('/profile');
    await expect(section(page)).toBeVisible();
    const licence = page.getByTestId('certificate-license');
    await expect(licence).toContainText(certificateTexts.none);

    await uploadCertificate(page, 'license', 'state-licence.pdf');
    await expect(page.getByText(certificateMessages.uploaded)).toBeVisible();
    await expect(page.getByTestId('certificate-status-license')).toHaveText(certificateTexts.status.pending);
    await expect(licence.getByRole('link', { name: certificateTexts.viewFile('state-licence.pdf') })).toBeVisible();
    // The private file opens for its owner.
    const href = await licence.getByRole('link').getAttribute('href');
    const file = await page.request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');

    // A file of another kind is refused before it is sent.
    await section(page)
      .getByLabel(/: Insurance certificate$/)
      .setInputFiles({ name: 'policy.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByTestId('certificate-insurance').getByRole('alert')).toHaveText(
      certificateMessages.wrongType,
    );

    await uploadCertificate(page, 'license', 'renewed-licence.pdf');
    await expect(licence.getByRole('link', { name: certificateTexts.viewFile('renewed-licence.pdf') })).toBeVisible();
    await expect(page.getByTestId('certificate-status-license')).toHaveText(certificateTexts.status.pending);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });

  test('the operator’s approval puts “Licence verified” on the public profile; a rejection shows its reason', async ({
    page,
  }) => {
    test.skip(!process.env.E2E_DATABASE_URL, 'the operator command shares the server’s database only on PostgreSQL');
    // Each operator command is a process of its own (bundling the admin tool, opening the database): a
    // busy machine takes tens of seconds for the three of them.
    test.setTimeout(180_000);
    await signInAsNewProvider(page);
    await page.goto('/profile');
    const licenceId = await uploadCertificate(page, 'license', 'licence.pdf');
    const insuranceId = await uploadCertificate(page, 'insurance', 'policy.pdf');
    await expect(page.getByTestId('certificate-status-insurance')).toHaveText(certificateTexts.status.pending);

    expect(await operator('approve', String(licenceId))).toContain(`Certificate #${licenceId} approved`);
    expect(await operator('reject', String(insuranceId), '--reason', 'The policy has expired.')).toContain(
      `Certificate #${insuranceId} rejected`,
    );

    await page.reload();
    await expect(page.getByTestId('certificate-status-license')).toHaveText(certificateTexts.status.approved);
    await expect(page.getByTestId('certificate-status-insurance')).toHaveText(certificateTexts.status.rejected);
    await expect(page.getByTestId('certificate-reason-insurance')).toHaveText('Reason: The policy has expired.');
    await expect(page.getByLabel(/^Replace certificate: Insurance certificate$/)).toBeAttached();
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    await page.getByRole('link', { name: 'See your public profile' }).click();
    await expect(page).toHaveURL(/\/pros\/\d+$/);
    const badges = page.getByRole('list', { name: prosTexts.badges });
    await expect(badges.getByTestId('badge-licence-verified')).toContainText(prosTexts.licenseVerified);
    await expect(badges.getByTestId('badge-licence-verified')).toContainText(prosTexts.certificateReviewed);
    await expect(badges.getByText(prosTexts.insuranceVerified)).toHaveCount(0);
  });

  test('the certificates card fits a 360 px phone @phone', async ({ page }) => {
    await signInAsNewProvider(page);
    await page.goto('/profile');
    await uploadCertificate(page, 'license', `a-very-long-file-name-of-the-state-contractor-licence-2026.pdf`);
    await expect(page.getByTestId('certificate-status-license')).toHaveText(certificateTexts.status.pending);
    await section(page).scrollIntoViewIfNeeded();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });
});
