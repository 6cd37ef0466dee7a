/** A refusal for the whole form, with the spec's title (e.g. 'Message Failed') above its text. */
export class FormFailure extends Error {
  override readonly name = 'FormFailure';

  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}
