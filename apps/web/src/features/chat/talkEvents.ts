// TALK socket messages (a chat message of one of the user's orders) handed to the open chat page. The
// live socket (shell/useLiveUpdates) publishes the raw body; the chat page parses it. Kept tiny: the
// shell loads it with the first page.

type Listener = (body: string) => void;

const listeners = new Set<Listener>();

export function publishTalk(body: string): void {
  for (const listener of [...listeners]) listener(body);
}

export function subscribeTalk(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
