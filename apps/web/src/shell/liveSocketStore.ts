// The one live socket of the page, so logout can close it on purpose.
import type { LiveSocket } from '../socket/liveSocket';

let current: LiveSocket | null = null;

export function setLiveSocket(socket: LiveSocket | null): void {
  current = socket;
}

export function liveSocket(): LiveSocket | null {
  return current;
}

export function closeLiveSocket(): void {
  current?.close();
  current = null;
}
