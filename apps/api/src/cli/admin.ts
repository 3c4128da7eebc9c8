/**
 * `npm run admin -- grant <email>` / `revoke <email>` / `list`: the admin role kept in the database, for accounts
 * not listed in ADMIN_EMAILS. `reset-password <email>`: a new password for someone who forgot theirs (the app sends
 * no e-mail). Works on the configured database (SQLite in DATA_DIR, or DATABASE_URL).
 */
import type { Kysely } from 'kysely';
import { openMigratedDatabase } from '../db/open-from-env.js';
import type { Database } from '../db/types.js';
import { fromInvocationDir, loadDotEnvFile, loadEnv } from '../env.js';
import { PasswordService } from '../modules/auth/passwords.js';
import { UsersService } from '../modules/users/users.service.js';

const USAGE = 'Usage: npm run admin -- grant <email> | revoke <email> | list | reset-password <email>';

/** Runs one admin command; returns the exit code and what to print. */
export async function runAdminCommand(db: Kysely<Database>, args: string[]): Promise<{ code: number; output: string }> {
  const [command, email] = args;
  // The configuration's ADMIN_EMAILS play no part here: these commands change only the database's role.
  const users = new UsersService(db, []);
  if (command === 'list' && args.length === 1) {
    const admins = await users.listDatabaseAdmins();
    return {
      code: 0,
      output: admins.length > 0 ? admins.join('\n') : 'No accounts have the admin role in the database.',
    };
  }
  if ((command === 'grant' || command === 'revoke') && email && args.length === 2) {
    const granted = command === 'grant';
    if (!(await users.setAdminByEmail(email, granted))) {
      return { code: 1, output: `No account with the e-mail ${email}.` };
    }
    return { code: 0, output: granted ? `${email} is now an admin.` : `${email} is no longer an admin.` };
  }
  if (command === 'reset-password' && email && args.length === 2) {
    // No running server is reached from here: it trusts a cached session for up to 10 s (chat sockets included).
    const reset = await new PasswordService(db, null, users).reset(email);
    if (!reset) return { code: 1, output: `No account with the e-mail ${email}.` };
    return {
      code: 0,
      output: [
        `New password for ${email}: ${reset.password}`,
        `${reset.sessionsEnded} session(s) of the account were signed out.`,
        'Give the password to its owner privately; they can choose their own under Profile → Change password.',
      ].join('\n'),
    };
  }
  return { code: 2, output: USAGE };
}

async function main(): Promise<number> {
  loadDotEnvFile();
  const env = loadEnv();
  const { db, destroy } = await openMigratedDatabase({ ...env, DATA_DIR: fromInvocationDir(env.DATA_DIR) });
  try {
    const { code, output } = await runAdminCommand(db, process.argv.slice(2));
    (code === 0 ? console.log : console.error)(output);
    return code;
  } finally {
    await destroy();
  }
}

// Only when run as the CLI (tests import runAdminCommand).
if (process.argv[1]?.endsWith('admin.ts') || process.argv[1]?.endsWith('admin.js')) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error('admin command failed:', error);
      process.exit(1);
    },
  );
}
