import { uploadMessages } from '@homebid/contracts/files';
import { describe, expect, it } from 'vitest';
import { checkAttachment, isVideoFile } from './attachment';

const file = (name: string, type: string, size = 10) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('checkAttachment (spec §5 images and videos only, §9 10 MB)', () => {
  it('accepts images and videos up to 10 MB', () => {
    expect(checkAttachment(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(checkAttachment(file('a.mp4', 'video/mp4', 10 * 1024 * 1024))).toBeNull();
    expect(checkAttachment(file('a.mov', ''))).toBeNull();
  });

  it('refuses a file over 10 MB and anything but an image or video', () => {
    expect(checkAttachment(file('a.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe(uploadMessages.tooLarge);
    expect(checkAttachment(file('a.pdf', 'application/pdf'))).toBe(uploadMessages.imagesOrVideosOnly);
    expect(checkAttachment(file('a.svg', 'image/svg+xml'))).toBe(uploadMessages.imagesOrVideosOnly);
    expect(checkAttachment(file('notes', ''))).toBe(uploadMessages.imagesOrVideosOnly);
  });

  it('tells videos from images', () => {
    expect(isVideoFile(file('a.webm', 'video/webm'))).toBe(true);
    expect(isVideoFile(file('a.gif', 'image/gif'))).toBe(false);
  });
});
