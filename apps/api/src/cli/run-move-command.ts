// `npm run admin -- export|import`: moving an install (database and files) between configurations,
// e.g. from the embedded PGlite and DATA_DIR/files to PostgreSQL and S3. Each command opens the
// configured database and file store itself: export must not migrate what it copies, and import must
// find its target empty before it migrates it.
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@homebid/db/client';
import { type Config, databaseOptions } from '../lib/config';
import { createFileStore } from '../lib/storage/create-file-store';
import type { FileStore } from '../lib/storage/file-store';
import { exportInstall } from './export-install';
import { importInstall } from './import-install';

export const MOVE_USAGE = `  export --out <dir>                         write this install (database and stored files) to a new archive directory
  import --in <dir>                          load an archive into this configuration's empty database and file store, then check it`;

export const isMoveCommand = (args: string[]) => args[0] === 'export' || args[0] === 'import';

/** `--name value` or `--name=value`. */
function flagValue(args: string[], name: string): string | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg === name) return args[index + 1];
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
  }
  return undefined;
}

/**
 * Runs `export --out DIR` or `import --in DIR` against `config`; answers the exit code (2 for a usage
 * error). A relative DIR is read from where npm was started (INIT_CWD), not the repository root.
 */
export async function runMoveCommand(
  args: string[],
  config: Pick<Config, 'databaseUrl' | 'databaseCaFile' | 'dataDir' | 's3'>,
  print: (line: string) => void,
  cwd: string = process.env.INIT_CWD ?? process.cwd(),
): Promise<number> {
  const [command, ...rest] = args;
  const given = flagValue(rest, command === 'export' ? '--out' : '--in');
  if (!isMoveCommand(args) || !given) {
    print(`Usage: npm run admin -- <command>\n${MOVE_USAGE}`);
    return 2;
  }
  const dir = resolve(cwd, given);
  const database = databaseOptions(config);
  const dataDir = database.dataDir;
  if (command === 'export' && !config.databaseUrl && !(await readdir(dataDir).catch(() => []))?.length) {
    print(`Export failed: there is no embedded database in ${dataDir} (set DATA_DIR to the install's data directory).`);
    return 1;
  }
  let handle: DatabaseHandle | undefined;
  let store: FileStore | undefined;
  try {
    store = createFileStore(config);
    handle = await openDatabase({ ...database, poolSize: 2 });
    if (command === 'export') {
      await exportInstall({ handle, store, out: dir, print });
      return 0;
    }
    return await importInstall({ handle, store, input: dir, print });
  } catch (error) {
    print(`${command === 'export' ? 'Export' : 'Import'} failed: ${error instanceof Error ? error.message : error}`);
    return 1;
  } finally {
    await store?.close();
    await handle?.close();
  }
}
