/** Thrown by the area's HTTP client for a URL the area may not call; nothing is sent. */
export class AreaRequestRefused extends Error {
  override readonly name = 'AreaRequestRefused';
}
