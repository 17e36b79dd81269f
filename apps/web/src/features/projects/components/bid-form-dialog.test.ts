import { BID_TYPE, projectMessages, type TBidDetail } from '@homebid/contracts/projects';
import { describe, expect, it } from 'vitest';
import { bidFormDefaults, bidFormResolver, type TBidForm } from './bid-form-dialog';

const check = async (values: TBidForm) => {
  // The resolver's context and options are not used.
  const result = await bidFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));
};

describe('the bid form checks with the server’s schema (spec §5)', () => {
  it('asks for the amount, and for the hours of an hourly bid, at once', async () => {
    expect(await check({ bid_type: '0', bid_amount: '', hours: '', bid_breakdown: '' })).toEqual({
      bid_amount: projectMessages.bidAmountEmpty,
    });
    expect(await check({ bid_type: '1', bid_amount: '', hours: '', bid_breakdown: '' })).toEqual({
      bid_amount: projectMessages.bidAmountEmpty,
      hours: projectMessages.hoursEmpty,
    });
    expect(await check({ bid_type: '1', bid_amount: '40', hours: '0', bid_breakdown: '' })).toEqual({
      hours: projectMessages.hoursInvalid,
    });
    expect(await check({ bid_type: '0', bid_amount: '2000000', hours: '', bid_breakdown: '' })).toEqual({
      bid_amount: projectMessages.bidAmountInvalid,
    });
  });

  it('lets a complete bid through; a fixed bid needs no hours', async () => {
    expect(await check({ bid_type: '0', bid_amount: '450', hours: '', bid_breakdown: 'labour' })).toEqual({});
    expect(await check({ bid_type: '1', bid_amount: '60', hours: '8', bid_breakdown: '' })).toEqual({});
  });

  it('opens a saved bid with its own type: hourly bids as hourly (spec §5)', () => {
    const bid: TBidDetail = {
      bid_id: 7,
      bid_amount: 60,
      bid_type: BID_TYPE.hourly,
      hours: 8,
      total_amount: 480,
      bid_breakdown: 'labour',
      status: 'In-Bidding',
      fee_amount: 24,
      fee_percent: 5,
      created_at: '2026-11-22T10:00:00.000Z',
      updated_at: '2026-11-22T10:00:00.000Z',
    };
    expect(bidFormDefaults(bid)).toEqual({ bid_type: '1', bid_amount: '60', hours: '8', bid_breakdown: 'labour' });
    expect(bidFormDefaults({ ...bid, bid_type: BID_TYPE.fixed, hours: null })).toMatchObject({
      bid_type: '0',
      hours: '',
    });
    expect(bidFormDefaults(null)).toEqual({ bid_type: '0', bid_amount: '', hours: '', bid_breakdown: '' });
  });
});
