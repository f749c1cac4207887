/**
 * What the About, Privacy and Terms pages say that the server decides: who runs the registry, the
 * operator's own paragraphs, and how long the server keeps what it prunes, read from the very
 * constants the pruning uses, so the privacy notice cannot promise a period the server does not keep.
 */
import type { Policies } from '#common/api';
import { ORPHAN_GRACE_MS } from '../files/orphan-sweep';
import type { Config } from '../config';
import {
  IDEMPOTENCY_RETENTION_MS,
  OUTBOX_FILE_RETENTION_MS,
  SETUP_LINK_RETENTION_MS,
  SIGN_IN_COUNTER_RETENTION_MS,
} from '../scheduling/retention';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export function policies(config: Config): Policies {
  return {
    ...config.policies,
    retention: {
      idempotencyHours: IDEMPOTENCY_RETENTION_MS / HOUR_MS,
      sessionIdleMinutes: config.sessions.idleMs / MINUTE_MS,
      sessionAbsoluteHours: config.sessions.absoluteMs / HOUR_MS,
      signInCounterDays: SIGN_IN_COUNTER_RETENTION_MS / DAY_MS,
      setupLinkDays: SETUP_LINK_RETENTION_MS / DAY_MS,
      orphanFileDays: ORPHAN_GRACE_MS / DAY_MS,
      emailFileDays: config.mail.smtpUrl ? null : OUTBOX_FILE_RETENTION_MS / DAY_MS,
    },
  };
}
