import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type Broker, createBroker } from '../../../src/modules/live/broker';

// The fan-out under the live channel, in process and through Redis (TEST_REDIS_URL, default the
// machine's redis://127.0.0.1:6379): subscribe/unsubscribe churn never loses a listener.
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });

describe.each(['memory', 'redis'] as const)('the %s broker', (kind) => {
  const brokers: Broker[] = [];
  const make = () => {
    const broker = createBroker({ redisUrl: kind === 'redis' ? REDIS_URL : undefined, log });
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
  }
});
