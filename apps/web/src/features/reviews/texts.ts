// The reviews feature's own words (the ones the API shares live in packages/contracts/src/reviews.ts).
export const reviewsFeatureTexts = {
  replyButton: 'Reply',
  replyTo: (name: string) => `Reply to ${name}`,
  replyLabel: 'Your public reply',
  replyHint: 'Everyone sees your reply under the review on your public profile.',
  publishReply: 'Publish reply',
  cancelReply: 'Cancel',
  yourReply: 'Your reply',
} as const;
