/** Why an upload stopped: no answer (try later) or the service's refusal (status, body). */
export class UploadFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    cause: unknown,
  ) {
    super(status === 0 ? 'Upload interrupted' : `Upload refused (${status})`, { cause });
  }
}
