import { describe, expect, it } from 'vitest';
import { distanceMiles } from './distance-miles';

const NYC_10001 = { latitude: 40.7484, longitude: -73.9967 };
const NYC_10002 = { latitude: 40.7152, longitude: -73.9877 };
const LA_90001 = { latitude: 33.9731, longitude: -118.2479 };

describe('distanceMiles', () => {
  it('is zero from a point to itself', () => {
    expect(distanceMiles(NYC_10001, NYC_10001)).toBe(0);
  });

  it('puts 10002 within 5 miles of 10001', () => {
    const miles = distanceMiles(NYC_10001, NYC_10002);
    expect(miles).toBeGreaterThan(2);
    expect(miles).toBeLessThan(5);
  });

  it('puts 90001 (Los Angeles) far outside 90 miles of 10001, at the known ~2,450 miles', () => {
    const miles = distanceMiles(NYC_10001, LA_90001);
    expect(miles).toBeGreaterThan(2400);
    expect(miles).toBeLessThan(2500);
  });

  it('is symmetric', () => {
    expect(distanceMiles(NYC_10002, LA_90001)).toBeCloseTo(distanceMiles(LA_90001, NYC_10002), 9);
  });
});
