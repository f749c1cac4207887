/** A file the user sent that the registry cannot accept; `message` is shown beside the field. */
export class UploadRejected extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRejected';
  }
}
