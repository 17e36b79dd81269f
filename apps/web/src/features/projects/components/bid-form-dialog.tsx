import {
  BID_LIMITS,
  BID_STATUS_IN_BIDDING,
  BID_TYPE,
  projectTexts,
  type TBidDetail,
  ZBidFields,
} from '@homebid/contracts/projects';
import { formatDollars } from '@homebid/contracts/wallet';
import { useEffect } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { filtered } from '@/lib/input-filters';
import { useBidCommission } from '../api/get-bid-commission';
import { useSaveBid } from '../api/save-bid';
import { projectScreenTexts as t } from '../texts';
import { bidTotal, feeAmount, feePercent } from '../utils/format';

/** The bid form's fields as typed (spec §3 Bid form); bid_type '0' fixed, '1' hourly. */
export interface TBidForm {
  bid_type: '0' | '1';
  bid_amount: string;
  hours: string;
  bid_breakdown: string;
}

/**
 * The server's own schema (ZBidFields) checks the form, so the messages are the server's: 'Enter
 * bid amount', 'Enter number of hours' (spec §5). Its hours check runs once the fields pass, so it is
 * asked again with a stand-in amount: both messages show at once.
 */
export const bidFormResolver: Resolver<TBidForm> = async (values) => {
  const errors: FieldErrors<TBidForm> = {};
  const collect = (candidate: TBidForm) => {
    const result = ZBidFields.safeParse(candidate);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof TBidForm | undefined;
      if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
    }
  };
  collect(values);
  if (errors.bid_amount) collect({ ...values, bid_amount: '1' });
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Digits and one decimal point, at most two decimals. */
const keepMoney = (value: string) => {
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('').slice(0, 2)}` : whole;
};

export const bidFormDefaults = (bid: TBidDetail | null): TBidForm =>
  bid
    ? {
        // Spec §4: a bid opens with its own type; hourly bids show their rate and hours.
        bid_type: bid.bid_type === BID_TYPE.hourly ? '1' : '0',
        bid_amount: String(bid.bid_amount),
        hours: bid.hours === null ? '' : String(bid.hours),
        bid_breakdown: bid.bid_breakdown,
      }
    : { bid_type: '0', bid_amount: '', hours: '', bid_breakdown: '' };

export interface BidFormDialogProps {
  isOpen: boolean;
  onClose: () => void;
  projectId: number;
  /** The provider's bid: an In-Bidding bid is edited, otherwise a new one is placed (spec §4). */
  bid: TBidDetail | null;
  /** The server refused the bid: the screen says 'You can not bid the project!' (spec §8). */
  onRefused: (reason: string) => void;
}

/** Bid Now / Edit Bid (spec §2, §5): Fixed or Hourly, amount, hours, the live total and the customer's fee. */
export function BidFormDialog({ isOpen, onClose, projectId, bid, onRefused }: BidFormDialogProps) {
  const saveBid = useSaveBid();
  const commission = useBidCommission();
  const form = useForm<TBidForm>({ resolver: bidFormResolver, defaultValues: bidFormDefaults(bid) });
  const { errors } = form.formState;
  const [bidType, amount, hours] = useWatch({ control: form.control, name: ['bid_type', 'bid_amount', 'hours'] });
  const isHourly = bidType === '1';
  const isEditing = bid?.status === BID_STATUS_IN_BIDDING;

  // Each opening starts from the bid as saved (or empty).
  useEffect(() => {
    if (isOpen) form.reset(bidFormDefaults(bid));
  }, [isOpen, bid, form]);

  const total = bidTotal(amount, isHourly, hours);
  const fee = total !== null && commission.data ? feeAmount(commission.data, total) : null;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await saveBid.mutateAsync({
        projectId,
        bidId: isEditing ? bid.bid_id : null,
        bidAmount: values.bid_amount,
        isHourly: values.bid_type === '1',
        hours: values.hours,
        breakdown: values.bid_breakdown,
      });
      onClose();
      notify.success(message);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
        onClose();
        onRefused(error.message);
      } else {
        notify.error(error instanceof ApiError ? error.message : 'The bid could not be sent. Please try again.');
      }
    }
  });

  const typeOption = (value: TBidForm['bid_type'], label: string) => (
    <label
      className={`flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 ${bidType === value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
    >
      <input type="radio" value={value} {...form.register('bid_type')} className="h-4 w-4 accent-brand-700" />
      {label}
    </label>
  );

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={isEditing ? projectTexts.editBid : projectTexts.bidNow}>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t.bidType}</legend>
          <div className="flex gap-3">
            {typeOption('0', projectTexts.fixedBid)}
            {typeOption('1', projectTexts.hourlyBid)}
          </div>
        </fieldset>
        <div className={isHourly ? 'grid grid-cols-2 gap-3' : ''}>
          <TextField
            label={isHourly ? `${t.hourlyRate} ($)` : `${t.bidAmount} ($)`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={String(BID_LIMITS.maxAmount).length + 3}
            error={errors.bid_amount?.message}
            {...form.register('bid_amount')}
            onChange={filtered(form.register('bid_amount').onChange, keepMoney)}
          />
          {isHourly && (
            <TextField
              label={t.hours}
              inputMode="decimal"
              autoComplete="off"
              maxLength={String(BID_LIMITS.maxHours).length + 3}
              error={errors.hours?.message}
              {...form.register('hours')}
              onChange={filtered(form.register('hours').onChange, keepMoney)}
            />
          )}
        </div>
        <div aria-live="polite" className="rounded-xl bg-slate-50 px-4 py-3 text-sm">
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-slate-600">{t.total}</span>
            <span data-testid="bid-total" className="text-lg font-semibold tabular-nums text-slate-900">
              {total === null ? '—' : formatDollars(total)}
            </span>
          </p>
          {isHourly && total !== null && (
            <p className="mt-0.5 text-right text-xs tabular-nums text-slate-500">
              {formatDollars(Number(amount))} × {hours} h
            </p>
          )}
          {fee !== null && commission.data && total !== null && (
            <p className="mt-2 font-medium text-slate-800">
              {t.feeLine(formatDollars(fee), feePercent(commission.data, total))}
            </p>
          )}
          <p className="mt-1 text-xs text-slate-500">{t.netNote}</p>
        </div>
        <TextAreaField
          label={t.breakdownLabel}
          rows={3}
          maxLength={BID_LIMITS.maxBreakdown}
          placeholder={t.breakdownPlaceholder}
          error={errors.bid_breakdown?.message}
          {...form.register('bid_breakdown')}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {projectTexts.cancel}
          </Button>
          <Button type="submit" isLoading={saveBid.isPending}>
            {isEditing ? t.saveBid : t.submitBid}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
