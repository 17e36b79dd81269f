import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo.pro@homebid.local', password: 'HomeBid-demo-2026', name: 'Dana Demo' } as const;

/** Signs the demo provider in through the login form, as a person would. */
export async function signInAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
