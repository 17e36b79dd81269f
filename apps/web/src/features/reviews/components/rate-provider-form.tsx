import {
  type TLinkReviewParsed,
  type TLinkReviewRequest,
  type TPublicProviderCard,
  ZLinkReviewRequest,
} from '@homebid/contracts/reviews';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { StarRatingInput } from '@/components/ui/star-rating';
import { TextField } from '@/components/ui/text-field';
import { useSubmitLinkReview } from '../api/submit-link-review';

export interface RateProviderFormProps {
  secureNumber: string;
  providerName: string;
  /** The thanks and the provider's card with the new rating counted. */
  onRated: (message: string, card: TPublicProviderCard) => void;
}

/** A past customer's name, 1 to 5 stars and a few words; the link takes it once. */
export function RateProviderForm({ secureNumber, providerName, onRated }: RateProviderFormProps) {
  const textId = useId();
  const submit = useSubmitLinkReview();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TLinkReviewRequest, unknown, TLinkReviewParsed>({
    resolver: zodResolver(ZLinkReviewRequest),
    defaultValues: { name: '', rating: 0, text: '' },
  });

  const onSubmit = handleSubmit((review) =>
    submit.mutate({ secureNumber, review }, { onSuccess: ({ message, card }) => onRated(message, card) }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Rate ${providerName}`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 className="text-lg font-semibold">How did {providerName} do?</h2>
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarRatingInput
            label="Your rating"
            value={Number(field.value) || 0}
            onChange={field.onChange}
            error={errors.rating?.message}
          />
        )}
      />
      <TextField label="Your name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-slate-700">
          Your review
        </label>
        <textarea
          id={textId}
          rows={5}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${textId}-error` : undefined}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          {...register('text')}
        />
        {errors.text && (
          <p id={`${textId}-error`} role="alert" className="mt-1 text-sm text-red-600">
            {errors.text.message}
          </p>
        )}
      </div>
      {submit.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {submit.error.message}
        </p>
      )}
      <Button type="submit" isLoading={submit.isPending} className="w-full sm:w-auto">
        Send review
      </Button>
    </form>
  );
}
