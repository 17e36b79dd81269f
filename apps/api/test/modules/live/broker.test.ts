import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type Broker, createBroker, stampMessage, unstampMessage } from '../../../src/modules/live/broker';

// The fan-out under the live channel, in process and through Redis (TEST_REDIS_URL, default the
// machine's redis://127.0.0.1:6379): subscribe/unsubscribe churn never loses a listener.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });

describe.each(['memory', 'redis'] as const)('the %s broker', (kind) => {
  const brokers: Broker[] = [];
  const make = (onDelivered?: (stream: string, seconds: number) => void) => {
    const broker = createBroker({ redis: { redisUrl: kind === 'redis' ? REDIS_URL : undefined }, log, onDelivered });
    brokers.push(broker);
    return broker;
  };
  afterAll(async () => {
    for (const broker of brokers) await broker.close();
  });

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 250 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };

  it('delivers to every listener of the stream, as JSON text, and to no other stream', async () => {
    const broker = make();
    expect(broker.kind).toBe(kind);
    const stream = `test:${randomBytes(6).toString('hex')}`;
    const a: string[] = [];
    const b: string[] = [];
    const other: string[] = [];
    await broker.subscribe(stream, (json) => a.push(json));
    await broker.subscribe(stream, (json) => b.push(json));
    await broker.subscribe(`${stream}:other`, (json) => other.push(json));
    await broker.publish(stream, { type: 'message', n: 1 });
    expect(await until(() => a.length === 1 && b.length === 1)).toBe(true);
    expect(JSON.parse(a[0])).toEqual({ type: 'message', n: 1 });
    expect(other).toEqual([]);
  });

  it('keeps a stream subscribed through an unsubscribe and a quick subscribe of another listener', async () => {
    const broker = make();
    const stream = `test:${randomBytes(6).toString('hex')}`;
    const first: string[] = [];
    const second: string[] = [];
    const firstListener = (json: string) => first.push(json);
    await broker.subscribe(stream, firstListener);
    broker.unsubscribe(stream, firstListener);
    await broker.subscribe(stream, (json) => second.push(json));
    await broker.publish(stream, { n: 2 });
    expect(await until(() => second.length === 1)).toBe(true);
    expect(first).toEqual([]);
  });

  if (kind === 'redis') {
    it('carries a publish of one broker to the listeners of another (two processes)', async () => {
      const one = make();
      const two = make();
      const stream = `test:${randomBytes(6).toString('hex')}`;
      const got: string[] = [];
      await two.subscribe(stream, (json) => got.push(json));
      await one.publish(stream, { from: 'one' });
      expect(await until(() => got.length === 1)).toBe(true);
      expect(JSON.parse(got[0])).toEqual({ from: 'one' });
    });

    it('tells the receiving process how long each broadcast took from publish to delivery', async () => {
      const one = make();
      const lags: Array<{ stream: string; seconds: number }> = [];
      const two = make((stream, seconds) => lags.push({ stream, seconds }));
      const stream = `test:${randomBytes(6).toString('hex')}`;
      const got: string[] = [];
      await two.subscribe(stream, (json) => got.push(json));
      const before = Date.now();
      await one.publish(stream, { n: 1 });
      await one.publish(stream, { n: 2 });
      expect(await until(() => got.length === 2 && lags.length === 2)).toBe(true);
      const waited = (Date.now() - before) / 1000;
      // The listeners get the message's JSON alone, the publish time taken off.
      expect(got.map((json) => JSON.parse(json))).toEqual([{ n: 1 }, { n: 2 }]);
      for (const lag of lags) {
        expect(lag.stream).toBe(stream);
        expect(lag.seconds).toBeGreaterThanOrEqual(0);
        expect(lag.seconds).toBeLessThanOrEqual(waited);
      }
    });
  }
});

describe('the publish time a broadcast carries through Redis', () => {
  it('goes before the JSON and comes off again untouched', () => {
    const json = JSON.stringify({ type: 'message', text: '@ 1 2 {"a":1}' });
    const stamped = stampMessage(json, 1_764_300_000_123);
    expect(stamped).toBe(`@1764300000123 ${json}`);
    expect(unstampMessage(stamped)).toEqual({ json, publishedAt: 1_764_300_000_123 });
  });

  it('lets a bare JSON message through without a time (a process of the previous version)', () => {
    for (const json of ['{"type":"count","count":1}', '[1,2]', '"@text"', '12']) {
      expect(unstampMessage(json)).toEqual({ json });
    }
    // An @ without a time is no stamp either: the payload is handed on as it came.
    expect(unstampMessage('@soon {"n":1}')).toEqual({ json: '@soon {"n":1}' });
    expect(unstampMessage('@123')).toEqual({ json: '@123' });
  });
});
