/**
 * `npm run admin -- <command>`: staff accounts from the server's own machine (create, list, remove,
 * sign-out), the programmes and the credential signing keys. `--help` lists the commands.
 */
import { parseArgs } from 'node:util';
import { keyIdAsPositional } from './credentials/key-id-argument';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '#common/constants';
import { MESSAGE_TEXTS } from '#common/messages';
import { normalizeEmail } from '#common/normalize';
import { StaffCommandRefused, endSessions, listStaff, removeStaff } from './staff-accounts/staff-accounts';
import { enrolTotpFromCommandLine, resetSecondFactors } from './staff-accounts/second-factor-accounts';
import { isUsableTotpSecret } from './staff-accounts/second-factor/totp';
import { recordSecurityEvent, type SecurityLog } from './staff-accounts/security-log';
import { SECURITY_EVENTS } from '#common/security-events';
import { setStaffPassword } from './staff-accounts/auth-service';
import { askNewPassword } from './staff-accounts/password-prompt';
import { loadConfig } from './config';
import { runKeysCommand } from './credentials/keys-command';
import { openConfiguredDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ProgrammeRefused, programmeIdOf } from './programmes/programme-service';
import {
  PROGRAMME_OPTION_NAMES,
  PROGRAMMES_USAGE,
  runProgrammesCommand,
  type ProgrammeOptions,
} from './programmes/programmes-command';

const VIA = 'command line';

const USAGE = `Usage: npm run admin -- <command>

  create --email E [--programme S]
                       Create an admin, or set a new password for one (this ends its sessions).
                       The password comes from ADMIN_PASSWORD, or is asked for twice. With
                       ADMIN_TOTP_SECRET (base32, at least 26 characters), an authenticator
                       app with that secret is enrolled as the admin's second factor;
                       otherwise the admin enrols one at first sign-in. A new admin is staff
                       of programme S, or of the default programme without --programme.
  reset-mfa --email E  Remove every passkey, authenticator app and recovery code of an admin
                       who lost them, and end its sessions; it enrols anew at next sign-in.
  list                 Every admin, with live sessions and when each was last seen.
  remove --email E     Remove an admin and end its sessions (never the last admin).
  sign-out --email E   End every session of an admin (a lost laptop); the password stays.
${PROGRAMMES_USAGE}
  keys list [--programme S]
                       The credential signing keys, newest first, and what each still does:
                       every programme's, or programme S's.
  keys rotate [--programme S]
                       Add a new signing key, the default programme's or programme S's; cards
                       already printed still verify. Running servers sign with it within seconds.
  keys retire KID [--programme S] [--compromised-since TIME]
                       Retire an earlier key: anything signed with it from now on fails to
                       verify (the current key cannot be retired: rotate first). With
                       --compromised-since, nothing it ever signed verifies, whatever date it
                       bears: every card in force of its programme it may have signed is
                       re-issued under the programme's current key and its handler told by email. TIME (when it was
                       exposed, for the record) is ISO 8601 with its zone, such as
                       2026-03-01T09:30:00Z.
  --help               This text.

Run it with the server's settings (DATA_DIR, DATABASE_URL, SIGNING_KEY_FILE), for example from the same service file.`;

function emailOption(value: string | undefined): string | null {
  const email = z.email().safeParse(normalizeEmail(value ?? ''));
  return email.success ? email.data : null;
}

async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const database = openConfiguredDatabase(loadConfig());
  try {
    await migrateToLatest(database);
    return await run(database);
  } finally {
    await database.db.destroy();
  }
}

async function create(emailValue: string | undefined, programme: string | undefined): Promise<number> {
  const email = emailOption(emailValue);
  if (!email)
    return usageError(`create needs --email with an email address${emailValue ? ` (got ${emailValue})` : ''}.`);
  const typed = process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await askNewPassword() : '');
  if (typed.length < STAFF_PASSWORD_MIN_LENGTH) {
    console.error(
      MESSAGE_TEXTS.passwordTooShort + (process.stdin.isTTY ? '' : ' (set ADMIN_PASSWORD when not at a terminal)'),
    );
    return 2;
  }
  const totpSecret = process.env.ADMIN_TOTP_SECRET?.trim() || null;
  if (totpSecret && !isUsableTotpSecret(totpSecret)) {
    console.error('ADMIN_TOTP_SECRET must be base32 (letters A-Z and digits 2-7), at least 26 characters (128 bits).');
    return 2;
  }
  return withDatabase(async (database) => {
    const programmeId = programme === undefined ? undefined : await programmeIdOf(database.db, programme);
    const { created } = await setStaffPassword(database.db, { email, password: typed, via: VIA, programmeId });
    console.log(
      `${created ? 'Created' : 'Set a new password for'} admin ${email}${programme === undefined ? '' : ` of programme ${programme.trim()}`} in ${database.description}.`,
    );
    if (totpSecret) {
      const recoveryCodes = await enrolTotpFromCommandLine(securityLog(database), email, totpSecret);
      console.log('Enrolled an authenticator app from ADMIN_TOTP_SECRET as its second factor.');
      if (recoveryCodes) {
        console.log(
          `Its recovery codes, each usable once when the app is lost (shown only now; keep them apart from the secret):\n${recoveryCodes.map((code) => `  ${code}`).join('\n')}`,
        );
      }
    }
    return 0;
  });
}

async function resetMfa(emailValue: string | undefined): Promise<number> {
  const email = emailOption(emailValue);
  if (!email) return usageError("reset-mfa needs --email with the admin's email address.");
  return withDatabase(async (database) => {
    const removed = await resetSecondFactors(securityLog(database), email);
    console.log(
      `Removed ${removed} second factor${removed === 1 ? '' : 's'} and the recovery codes of ${email}, and ended its sessions. It enrols a new factor at next sign-in.`,
    );
    return 0;
  });
}

/** The command's own words go to stdout; the security log's JSON lines, when set to stdout, to stderr. */
function securityLog(database: Database): SecurityLog {
  const { securityLog: sink } = loadConfig();
  return { db: database.db, sink: sink.kind === 'stdout' ? { kind: 'stderr' } : sink };
}

async function list(): Promise<number> {
  return withDatabase(async (database) => {
    const admins = await listStaff(database.db);
    if (admins.length === 0) {
      console.log('No admins yet. Create one with: npm run admin -- create --email you@example.org');
      return 0;
    }
    // With one programme the list is as it was before programmes; with several, whose staff each is.
    const several = (await database.db.selectFrom('programmes').select('id').limit(2).execute()).length > 1;
    // A role is shown once there is more than one kind of account: an operator among programmes, or trainers.
    const roles = several || admins.some((a) => a.role === 'trainer');
    const rows = admins.map((a) => [
      a.email,
      ...(several ? [a.programme] : []),
      ...(roles ? [a.isOperator ? 'operator' : a.role === 'trainer' ? 'trainer' : ''] : []),
      a.createdAt.slice(0, 10),
      String(a.liveSessions),
      a.lastSeenAt ? a.lastSeenAt.slice(0, 16).replace('T', ' ') + ' UTC' : 'never',
    ]);
    const header = [
      'EMAIL',
      ...(several ? ['PROGRAMME'] : []),
      ...(roles ? ['ROLE'] : []),
      'CREATED',
      'SESSIONS',
      'LAST SEEN',
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, ...rows])
      console.log(
        row
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('  ')
          .trimEnd(),
      );
    return 0;
  });
}

async function remove(emailValue: string | undefined): Promise<number> {
  const email = emailOption(emailValue);
  if (!email) return usageError("remove needs --email with the admin's email address.");
  return withDatabase(async (database) => {
    await removeStaff(database, email, VIA);
    console.log(`Removed admin ${email}; its sessions have ended.`);
    return 0;
  });
}

async function signOut(emailValue: string | undefined): Promise<number> {
  const email = emailOption(emailValue);
  if (!email) return usageError("sign-out needs --email with the admin's email address.");
  return withDatabase(async (database) => {
    const ended = await endSessions(database.db, email, VIA);
    await recordSecurityEvent(securityLog(database), {
      event: SECURITY_EVENTS.sessionEnded,
      result: 'success',
      email,
      ip: VIA,
      details: { sessions: ended },
    });
    console.log(`Ended ${ended} session${ended === 1 ? '' : 's'} of ${email}.`);
    return 0;
  });
}

function usageError(message: string): number {
  console.error(`${message}\n\n${USAGE}`);
  return 2;
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: keyIdAsPositional(process.argv.slice(2)),
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        programme: { type: 'string' },
        'compromised-since': { type: 'string' },
        ...Object.fromEntries(PROGRAMME_OPTION_NAMES.map((name) => [name, { type: 'string' as const }])),
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
  const { positionals, values } = parsed;
  const [command, subcommand, ...rest] = positionals;
  if (values.help || command === 'help' || command === undefined) {
    console.log(USAGE);
    return command === undefined && !values.help ? 2 : 0;
  }
  switch (command) {
    case 'create':
      return create(values.email, values.programme);
    case 'programmes':
      return runProgrammesCommand(subcommand, rest, values as ProgrammeOptions);
    case 'list':
      return list();
    case 'remove':
      return remove(values.email);
    case 'sign-out':
      return signOut(values.email);
    case 'reset-mfa':
      return resetMfa(values.email);
    case 'keys':
      return runKeysCommand(subcommand, rest, {
        compromisedSince: values['compromised-since'],
        programme: values.programme,
      });
    default:
      return usageError(`Unknown command: ${command}`);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Ctrl-C at a prompt.
    if (error instanceof Error && error.name === 'ExitPromptError') {
      console.error('Cancelled; nothing was changed.');
      process.exit(130);
    }
    const refused = error instanceof StaffCommandRefused || error instanceof ProgrammeRefused;
    console.error(error instanceof Error ? error.message + (refused ? ' Nothing was changed.' : '') : error);
    process.exit(refused ? 2 : 1);
  },
);
