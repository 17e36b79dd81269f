import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { hireTexts } from '../../apps/web/src/features/hire/texts';

// A homeowner in the browser: who they are, and the steps of /hire and /hire/new that
// several tests take.

export interface NewCustomer {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** A customer nobody else uses: unique e-mail and mobile number per call. */
export function newCustomer(name = 'Casey Homeowner'): NewCustomer {
  const tag = `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;
  return {
    name,
    email: `home.${tag}@example.test`,
    mobile: `8${String(randomInt(1e9)).padStart(9, '0')}`,
    password: `Pass-${tag}`,
  };
}

/** /hire: searches the service, picks it from the list box, types the zip code and continues to /hire/new. */
export async function chooseService(page: Page, service: string, zipcode: string) {
  const combobox = page.getByRole('combobox', { name: hireTexts.serviceLabel });
  await combobox.fill(service);
  await page.getByRole('option', { name: service, exact: true }).click();
  await page.getByLabel(hireTexts.zipLabel).fill(zipcode);
  await page.getByRole('button', { name: hireTexts.continue }).click();
  await expect(page).toHaveURL(/\/hire\/new$/);
}

/** The screen's heading (a question, or a step's title). */
export const screenHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/**
 * Answers the question on screen by what it shows: the first radio or checkbox, 12 in every size,
 * a sentence in a text area; answers its text.
 */
export async function answerShownQuestion(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const question = (await screenHeading(page).textContent()) ?? '';
  const radios = main.getByRole('radio');
  const checkboxes = main.getByRole('checkbox');
  const sizes = main.getByRole('spinbutton');
  if (await radios.count()) await radios.first().check();
  else if (await checkboxes.count()) await checkboxes.first().check();
  else if (await sizes.count()) for (const size of await sizes.all()) await size.fill('12');
  else await main.getByRole('textbox').fill('Weekday mornings work best.');
  return question;
}

/**
 * Answers every question screen until the job's details show; answers how many there were.
 * `onScreen` runs on each question screen (a layout check, say).
 */
export async function answerAllQuestions(page: Page, onScreen?: () => Promise<void>): Promise<number> {
  let count = 0;
  while ((await screenHeading(page).textContent()) !== hireTexts.detailsTitle) {
    await onScreen?.();
    const question = await answerShownQuestion(page);
    await page.getByRole('button', { name: hireTexts.next }).click();
    await expect(screenHeading(page)).not.toHaveText(question);
    count++;
    if (count > 60) throw new Error('more question screens than the catalogue may have');
  }
  return count;
}

/** Signs a customer in through the API (user_type 1): the session headers for its calls. */
export async function customerHeaders(request: APIRequestContext, customer: Pick<NewCustomer, 'email' | 'password'>) {
  const answer = await request.post('/api/auth/sign_in.json', {
    data: { email: customer.email, password: customer.password, user_type: 1 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const headers = answer.headers();
  return { 'access-token': headers['access-token'], client: headers.client, uid: headers.uid };
}
