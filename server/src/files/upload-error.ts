import type { SharedMessageId } from '#common/messages';

/** A file the user sent that the registry cannot accept; `message`, a catalogue id, is shown beside the field. */
export class UploadRejected extends Error {
  declare readonly message: SharedMessageId;

  constructor(
    readonly field: string,
    message: SharedMessageId,
  ) {
    super(message);
    this.name = 'UploadRejected';
  }
}
