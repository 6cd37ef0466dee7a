/** A drawn signature as the signing page sends it: a small PNG data URL (a 2x1 opaque image). */
export const SIGNATURE_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAkAAQIBgFUAAAAASUVORK5CYII=';
