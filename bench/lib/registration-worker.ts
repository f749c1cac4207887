/**
 * Registrations sent from a child process (lookupWhileRegistering): building and sending 1 MB bodies
 * must not hold up the event loop that times the look-up, or the look-up's latency would include the
 * load generator's own waits. The parent sends the job, then 'stop' when the look-up load ends.
 */
import type { RegistrationJob } from './registration-job';
import { registerMany } from './registration-load';

let running = true;
process.on('message', (message: RegistrationJob | 'stop') => {
  if (message === 'stop') {
    running = false;
    return;
  }
  const { url, photo, codes, clients } = message;
  void registerMany(url, Buffer.from(photo), codes, clients, () => running).then(
    (result) => process.send?.(result, () => process.disconnect()),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
