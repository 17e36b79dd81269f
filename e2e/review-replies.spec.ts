import { USER_TYPE } from '@homebid/contracts/constants';
import { reviewReplyTexts } from '@homebid/contracts/reviews';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { reviewsFeatureTexts as t } from '../apps/web/src/features/reviews/texts';
import { AXE_LANDMARK_RULES, AXE_ROLE_RULES, axeRules, axeViolations } from './support/axe';
import { overflowOf } from './support/layout';
import { DEMO, signInViaApi } from './support/session';

// The demo seed's provider (apps/api/src/seeds/demo/demo-catalogue.ts).
const DEMO_COMPANY = 'Demo Home Services LLC';
const A11Y_RULES = axeRules(AXE_ROLE_RULES, AXE_LANDMARK_RULES);

/**
 * A fresh review of the demo provider, left through its review link as a past customer would, so
 * each run has an unanswered review of its own (a review takes one reply). Answers the reviewer's name,
 * the review's text and the provider's id.
 */
async function reviewOfDemo(request: APIRequestContext) {
  const signedIn = await request.post('/api/auth/sign_in.json', {
    data: { email: DEMO.email, password: DEMO.password, user_type: USER_TYPE.provider },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const providerId: number = (await signedIn.json()).data.provider_id;
  const { 'access-token': token, client, uid } = signedIn.headers();
  const generated = await request.get(`/api/reviews/get_generate_link?provider_id=${providerId}`, {
    headers: { 'access-token': token, client, uid },
  });
  expect(generated.status(), await generated.text()).toBe(200);
  const secure: string = (await generated.json()).data.secure_number;
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const name = `Riley Reviewer${tag}`;
  const text = `Fixed our gutters in a day (${tag}).`;
  const rated = await request.post(`/api/reviews/link/${secure}`, { data: { name, rating: 5, text } });
  expect(rated.status(), await rated.text()).toBe(200);
  return { name, text, providerId };
}

/** The demo provider on /review, with the new review's card. */
async function openReviewPage(page: Page, name: string) {
  await signInViaApi(page, DEMO);
  await page.goto('/review');
  const card = page.getByRole('article', { name: `Review by ${name}` });
  await expect(card).toBeVisible();
  return card;
}

test.describe('replies to reviews', () => {
  test('the demo pro replies once on /review, contact details refused; it shows on /pros/:id', async ({ page }) => {
    const review = await reviewOfDemo(page.request);
    const card = await openReviewPage(page, review.name);

    await card.getByRole('button', { name: t.replyTo(review.name) }).click();
    const box = card.getByLabel(t.replyLabel);
    await expect(box).toBeFocused();
    await box.fill('Call us on 212 555 0143 for the next job');
    await card.getByRole('button', { name: t.publishReply }).click();
    await expect(card.getByRole('alert')).toHaveText(reviewReplyTexts.contactDetails);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);

    const answer = 'Thank you, Riley! It was a pleasure.';
    await box.fill(answer);
    await card.getByRole('button', { name: t.publishReply }).click();
    const shown = card.getByTestId('review-reply');
    await expect(shown).toContainText(answer);
    await expect(shown).toBeFocused();
    await expect(card.getByRole('button', { name: t.replyTo(review.name) })).toHaveCount(0);

    // Stored: a reload shows the reply and no button.
    await page.reload();
    await expect(
      page.getByRole('article', { name: `Review by ${review.name}` }).getByTestId('review-reply'),
    ).toContainText(answer);
    await expect(page.getByRole('button', { name: t.replyTo(review.name) })).toHaveCount(0);

    // Anyone sees it under the review on the public profile.
    await page.context().clearCookies();
    await page.goto(`/pros/${review.providerId}`);
    const publicReview = page.getByTestId('pro-review').filter({ hasText: review.text });
    await expect(publicReview.getByTestId('pro-reply')).toContainText(`Response from ${DEMO_COMPANY}`);
    await expect(publicReview.getByTestId('pro-reply')).toContainText(answer);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
  });

  test('the reply form fits a 360 px phone @phone', async ({ page }) => {
    const review = await reviewOfDemo(page.request);
    const card = await openReviewPage(page, review.name);
    await card.getByRole('button', { name: t.replyTo(review.name) }).click();
    await card.getByLabel(t.replyLabel).fill('Thanks a lot!');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page, A11Y_RULES)).toEqual([]);
    await card.getByRole('button', { name: t.publishReply }).click();
    await expect(card.getByTestId('review-reply')).toContainText('Thanks a lot!');
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  });
});
