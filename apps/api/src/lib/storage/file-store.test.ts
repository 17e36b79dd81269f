import { describe, expect, it } from 'vitest';
import { isValidKey, MAX_KEY_LENGTH } from './file-store';
import { fileUrl, optionalFileUrl } from './file-url';

describe('storage keys', () => {
  it.each(['2026/05/0123456789abcdef0123456789abcdef.jpg', 'a', 'x/y-z_1.thumb.webp'])('accepts %s', (key) => {
    expect(isValidKey(key)).toBe(true);
  });

  it.each([
    '',
    '..',
    '../x',
    'a/../b',
    'a/..b',
    '/abs',
    'a//b',
    'a/',
    '.hidden',
    'a/.meta',
    'a\\b',
    'a b',
    'ä.jpg',
    'a/b?c',
    'x'.repeat(MAX_KEY_LENGTH + 1),
  ])('refuses %j', (key) => {
    expect(isValidKey(key)).toBe(false);
  });
});

describe('fileUrl', () => {
  it('puts the key under /files of the public address', () => {
    expect(fileUrl({ publicUrl: 'https://homebid.example' }, '2026/05/abc.png')).toBe(
      'https://homebid.example/files/2026/05/abc.png',
    );
    expect(optionalFileUrl({ publicUrl: 'http://localhost:3000' }, null)).toBeNull();
    expect(optionalFileUrl({ publicUrl: 'http://localhost:3000' }, 'k.png')).toBe('http://localhost:3000/files/k.png');
  });
});
