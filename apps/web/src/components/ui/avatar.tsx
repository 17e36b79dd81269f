import { fileSrc } from '@/lib/file-src';

/** Up to two initials of a name: 'Dana Demo' → 'DD'. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export interface AvatarProps {
  name: string;
  /** The picture's address, or null: the initials show instead. */
  src: string | null | undefined;
  /** Size and placement, for both the picture and the initials ('h-11 w-11 shrink-0'). */
  className: string;
  /** Colours and type of the initials' disc. */
  initialsClassName: string;
  /** The picture's alt text: empty where the name is written next to it. */
  alt?: string;
  /** Names the initials for screen readers; without it they are decorative. */
  initialsLabel?: string;
}

/** A round picture of a person, or their initials when there is none. */
export function Avatar({ name, src, className, initialsClassName, alt = '', initialsLabel }: AvatarProps) {
  if (src) return <img src={fileSrc(src)} alt={alt} className={`${className} rounded-full object-cover`} />;
  return (
    <span
      {...(initialsLabel ? { role: 'img', 'aria-label': initialsLabel } : { 'aria-hidden': true })}
      className={`${className} flex items-center justify-center rounded-full ${initialsClassName}`}
    >
      {initialsOf(name)}
    </span>
  );
}
