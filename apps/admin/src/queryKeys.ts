// Every TanStack Query key of the console, in one place.
export const queryKeys = {
  staff: {
    all: ['staff'] as const,
    me: ['staff', 'me'] as const,
  },
  health: ['health'] as const,
  reserves: ['reserves'] as const,
};
