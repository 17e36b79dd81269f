import type { Config } from '../config';

/** The public address of a stored object: every answer that carries a file URL builds it here. */
export function fileUrl(config: Pick<Config, 'publicUrl'>, key: string): string {
  return `${config.publicUrl}/files/${key}`;
}

/** `fileUrl`, or null when there is no key (a file without a thumbnail). */
export function optionalFileUrl(config: Pick<Config, 'publicUrl'>, key: string | null | undefined): string | null {
  return key ? fileUrl(config, key) : null;
}
