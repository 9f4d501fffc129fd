// The new-order alert sound (spec section 1: "a sound and banner alert for new orders"): a short
// two-note chime made with the Web Audio API, so there is no audio file to fetch. A browser that has not
// seen a user gesture yet may keep it silent (autoplay rules); the banner shows either way.

type AudioContextClass = typeof AudioContext;

/** The two notes (Hz) and how long each sounds (s). */
export const CHIME_NOTES = [880, 1320] as const;
const NOTE_SECONDS = 0.18;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Ctor =
    (globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass })
      .AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null; // no audio device: the banner alone
  }
  return context;
}

/** Plays the chime; answers whether it could be scheduled. */
export function playNewOrderSound(): boolean {
  const ctx = audioContext();
  if (!ctx) return false;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  CHIME_NOTES.forEach((frequency, i) => {
    const at = start + i * NOTE_SECONDS;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    // A soft attack and decay, so the note does not click.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS);
  });
  return true;
}

/** Forgets the audio context (tests). */
export function resetNewOrderSound(): void {
  context = null;
}
